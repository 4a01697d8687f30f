/// Words a generated declaration cannot be named without backticks (The Swift Programming Language, "Keywords and Punctuation").
public enum SwiftKeywords {
    /// Reserved in every position: declarations, statements, expressions and types.
    static let reserved: Set<String> = [
        // Declarations
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        // Patterns
        "_",
    ]

    /// Contextual keywords that still break a type declaration (`struct Type {}` does not compile,
    /// and `Wallet.Type` would mean the metatype).
    static let reservedForTypes: Set<String> = ["Type", "Protocol", "Self", "Any"]

    /// Whether `name` cannot be used for a declaration of the given kind.
    public static func isReserved(_ name: String, asType: Bool) -> Bool {
        reserved.contains(name) || (asType && reservedForTypes.contains(name))
    }
}
