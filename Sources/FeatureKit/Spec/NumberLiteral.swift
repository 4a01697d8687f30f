/// Reads number text the way the Swift compiler would accept it as a literal of a given numeric type.
enum NumberLiteral {
    /// The value as a Double (for min/max checks), or nil when `text` is not a literal of `type` or overflows it.
    /// (`{ Double($0) }`, not `Double.init`: as a function value that also names `Double(bitPattern:)`, which a
    /// UInt64 takes, and `4` read as a bit pattern is 2e-323.)
    static func value(of text: String, as type: String) -> Double? {
        switch type {
        case "Int": return Int(text).map { Double($0) }
        case "Int8": return Int8(text).map { Double($0) }
        case "Int16": return Int16(text).map { Double($0) }
        case "Int32": return Int32(text).map { Double($0) }
        case "Int64": return Int64(text).map { Double($0) }
        case "UInt": return UInt(text).map { Double($0) }
        case "UInt8": return UInt8(text).map { Double($0) }
        case "UInt16": return UInt16(text).map { Double($0) }
        case "UInt32": return UInt32(text).map { Double($0) }
        case "UInt64": return UInt64(text).map { Double($0) }
        case "Float":
            return Float(text).flatMap { $0.isFinite && isDecimalLiteral(text) ? Double($0) : nil }
        case "Double", "Decimal":
            return Double(text).flatMap { $0.isFinite && isDecimalLiteral(text) ? $0 : nil }
        default: return nil
        }
    }

    /// `12`, `-4.5`, `1e3`; refuses `nan`, `inf` and hex floats that Double(_:) would also accept.
    private static func isDecimalLiteral(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ["-", "+", ".", "e", "E"].contains($0) }
    }
}
