import Foundation

/// Turns a YAML file's bytes into text, refusing what is not UTF-8 text before any parser sees it.
enum YAMLText {
    /// The text without a leading byte-order mark, or nil after reporting where the bytes stop being text.
    static func decode(_ data: Data, path: String, as kind: YAMLFile, into diagnostics: inout DiagnosticCollector) -> String? {
        if let limit = kind.maximumSize, data.count > limit {
            diagnostics.error("\(kind.subject) is \(data.count) bytes, more than \(kind.sizeLimitReason)",
                              at: SourceLocation(file: path, line: 1, column: 1), hint: kind.sizeHint)
            return nil
        }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var scalars = String.UnicodeScalarView()
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0, line = 1, column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if isForbiddenControl(scalar) {
                    let code = "U+" + String(format: "%04X", scalar.value)
                    diagnostics.error(
                        "\(kind.subject) contains the control character \(code); it looks like a binary file, not \(kind.language)",
                        at: SourceLocation(file: path, line: line, column: column), hint: kind.binaryHint
                    )
                    return nil
                }
                scalars.append(scalar)
                offset += UTF8.width(scalar)
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                return String(scalars)
            case .error:
                let byte = offset < bytes.count ? String(format: "0x%02X", bytes[offset]) : "at the end"
                diagnostics.error(
                    "\(kind.subject) is not UTF-8 text (invalid byte \(byte))",
                    at: SourceLocation(file: path, line: line, column: column), hint: kind.encodingHint
                )
                return nil
            }
        }
    }

    /// YAML allows tab, line feed, carriage return and NEL among the control characters; anything else means binary.
    private static func isForbiddenControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x85: return false
        case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }
}
