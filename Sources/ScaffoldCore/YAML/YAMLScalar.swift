import Foundation

/// How scaffold writes one scalar into YAML it generates (`.scaffold.yml`, a saved spec).
public enum YAMLScalar {
    /// Plain when YAML reads it back as the same text, double-quoted otherwise.
    public static func text(_ text: String) -> String {
        let plainSafe = text.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "_-./".unicodeScalars.contains($0)
        }
        let readAsSomethingElse = ["", "~", "null", "Null", "NULL"].contains(text) || text.hasPrefix("-") || text.hasPrefix(".")
        if plainSafe && !readAsSomethingElse { return text }
        let escaped = text.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\\": return "\\\\"
            case "\"": return "\\\""
            case "\n": return "\\n"
            case "\t": return "\\t"
            default: return scalar.value < 0x20 ? String(format: "\\u%04X", scalar.value) : String(scalar)
            }
        }
        return "\"" + escaped.joined() + "\""
    }
}
