/// A type spelling split into its leading attributes (`@escaping`, `@Sendable`, `@convention(c)`),
/// ownership specifiers (`sending`, `borrowing`, …) and the type that follows them.
struct LeadingAttributes {
    /// Specifiers that may precede a parameter type but cannot appear in a stored type.
    static let specifiers: Set<String> = ["sending", "borrowing", "consuming", "__owned", "__shared", "isolated", "inout"]

    private(set) var attributes: [String] = []
    private(set) var specifiers: [String] = []
    private(set) var rest: String

    init(_ type: String) {
        var text = Substring(type.trimmingSpaces)
        while true {
            if text.hasPrefix("@") {
                let attribute = Self.takeAttribute(&text)
                attributes.append(attribute)
            } else if let word = text.split(separator: " ", maxSplits: 1).first, Self.specifiers.contains(String(word)), text.count > word.count {
                specifiers.append(String(word))
                text = text.dropFirst(word.count)
            } else {
                break
            }
            while text.first?.isWhitespace == true { text.removeFirst() }
        }
        rest = String(text)
    }

    /// The type with the given attributes and all specifiers removed, the other attributes kept.
    func removing(attributes removed: Set<String>) -> String {
        let kept = attributes.filter { !removed.contains(Self.name(of: $0)) }
        return (kept + [rest]).joined(separator: " ")
    }

    /// `@convention(c)` → `@convention`.
    static func name(of attribute: String) -> String {
        String(attribute.prefix { $0 != "(" })
    }

    private static func takeAttribute(_ text: inout Substring) -> String {
        var attribute = ""
        attribute.append(text.removeFirst())
        while let next = text.first, next.isLetter || next.isNumber || next == "_" {
            attribute.append(text.removeFirst())
        }
        guard text.first == "(" else { return attribute }
        var depth = 0
        while let next = text.first {
            attribute.append(text.removeFirst())
            if next == "(" { depth += 1 }
            if next == ")" { depth -= 1; if depth == 0 { break } }
        }
        return attribute
    }
}
