import Foundation

/// A value of a field in a generated test, known both as data (to check it against the rules here)
/// and as Swift source (to print it).
public enum SampleValue: Hashable, Sendable {
    case string(String)
    case number(Double, integer: Bool)
    /// A collection with `count` elements, each printed as `element`.
    case collection(count: Int, element: String, isDictionary: Bool)
    /// Anything the rules cannot look at (Date, UUID, Bool, entities), printed as is.
    case opaque(String)

    /// The text of a string value, which the text rules look at.
    public var text: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The characters of a string or the elements of a collection, which the length rules count.
    public var length: Int? {
        switch self {
        case .string(let text): return text.count
        case .collection(let count, _, _): return count
        case .number, .opaque: return nil
        }
    }

    /// A number, and whether its field holds whole numbers, which the number rules compare.
    public var number: (value: Double, integer: Bool)? {
        if case .number(let value, let integer) = self { return (value, integer) }
        return nil
    }

    /// The Swift expression for this value.
    public var swift: String {
        switch self {
        case .string(let text):
            // Long runs of one character read better as what they are: a length.
            if text.count > 16, let first = text.first, text.allSatisfy({ $0 == first }) {
                return "String(repeating: \(SwiftLiteral.string(String(first))), count: \(text.count))"
            }
            return SwiftLiteral.string(text)
        case .number(let value, let integer): return integer ? String(Int64(value)) : SwiftLiteral.decimal(value)
        case .collection(let count, let element, let isDictionary):
            if count == 0 { return isDictionary ? "[:]" : "[]" }
            if isDictionary { return "[" + (0..<count).map { "\"key\($0)\": \(element)" }.joined(separator: ", ") + "]" }
            return "[" + Array(repeating: element, count: count).joined(separator: ", ") + "]"
        case .opaque(let expression): return expression
        }
    }
}

/// Swift literal spelling for generated source.
public enum SwiftLiteral {
    /// A double-quoted string literal with escapes, safe for any content.
    public static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The text of a double-quoted literal such as a spec's `example: "Main"`; nil when it is not one.
    public static func decodeString(_ literal: String) -> String? {
        guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\"") else { return nil }
        var out = ""
        var escaping = false
        for char in literal.dropFirst().dropLast() {
            if escaping {
                switch char {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "0": out.append("\0")
                default: out.append(char)
                }
                escaping = false
            } else if char == "\\" {
                escaping = true
            } else {
                out.append(char)
            }
        }
        return out
    }

    /// A raw string literal (`#"…"#`) with enough `#` that the content cannot end it.
    public static func raw(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        return "\(hashes)\"\(text)\"\(hashes)"
    }

    /// `1.5`, `0`, `-2` — a number that reads as both Double and Decimal literal.
    public static func decimal(_ value: Double) -> String {
        FieldRule.format(value)
    }
}
