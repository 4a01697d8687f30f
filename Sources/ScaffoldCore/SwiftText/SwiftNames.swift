/// A light reading of Swift text without a parser, so the feature path stays free of SwiftSyntax (`mocks` and
/// `check` parse with it): the types a file declares at its top level, every name it declares, and the words its
/// code uses, with comments and the text of string literals skipped and interpolations read as code.
///
/// Enough to tell which files still name a type `destroy` removes, and which new declarations a file skipped by
/// `--skip-conflicts` would have brought; a name in a comment or a string never counts.
public struct SwiftNames: Sendable, Equatable {
    /// `struct`, `class`, `enum`, `protocol`, `actor` and `typealias` names outside any braces.
    public private(set) var topLevelTypes: Set<String> = []
    /// Every name declared outside any braces: those types, and the `var`s and `func`s of a piece of a type's body
    /// read alone (a feature's region of the composition root).
    public private(set) var topLevelNames: Set<String> = []
    /// Those, and every name declared inside them or in functions: `var`, `let`, `func`, `case`, nested types.
    public private(set) var declared: Set<String> = []
    /// What other files can use: names declared at the top level and directly inside a top-level type or
    /// extension (a model's fields, a protocol's requirements), not the locals of a function.
    public private(set) var interface: Set<String> = []
    /// Every identifier the code uses or declares.
    public private(set) var words: Set<String> = []

    public init(_ text: String) {
        var scanner = SwiftNamesScanner(bytes: Array(text.utf8))
        scanner.scanCode(closingInterpolation: false)
        topLevelTypes = scanner.topLevelTypes
        topLevelNames = scanner.topLevelNames
        declared = scanner.declared
        interface = scanner.interface
        words = scanner.words
    }

    /// The words of `names` this text uses, sorted.
    public func mentions(of names: Set<String>) -> [String] {
        words.intersection(names).sorted()
    }
}

/// The byte-level walk behind `SwiftNames`.
private struct SwiftNamesScanner {
    static let typeKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
    static let memberKeywords: Set<String> = ["var", "let", "func", "case", "associatedtype"]

    let bytes: [UInt8]
    var index = 0
    var depth = 0
    /// The declaration keyword just read, waiting for its name; whether it declares a type.
    var pending: Bool?
    var topLevelTypes: Set<String> = []
    var topLevelNames: Set<String> = []
    var declared: Set<String> = []
    var interface: Set<String> = []
    var words: Set<String> = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Reads code until the end, or until the `)` that closes the interpolation it was called for.
    mutating func scanCode(closingInterpolation: Bool) {
        var parens = 0
        while index < bytes.count {
            let current = bytes[index]
            switch current {
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                if !scanStringIfAny() { index += 1 }
                pending = nil
            case UInt8(ascii: "`"):
                index += 1
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
                record(String(decoding: bytes[start..<index], as: UTF8.self))
                index += 1
            case _ where Self.startsIdentifier(current):
                let start = index
                while index < bytes.count, Self.continuesIdentifier(bytes[index]) { index += 1 }
                record(String(decoding: bytes[start..<index], as: UTF8.self))
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "$"):
                index += 1
                while index < bytes.count, Self.continuesIdentifier(bytes[index]) { index += 1 }
            case UInt8(ascii: "("):
                parens += 1
                index += 1
                pending = nil
            case UInt8(ascii: ")"):
                index += 1
                pending = nil
                if closingInterpolation, parens == 0 { return }
                parens -= 1
            case UInt8(ascii: "{"), UInt8(ascii: "}"):
                depth += current == UInt8(ascii: "{") ? 1 : -1
                index += 1
                pending = nil
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            default:
                index += 1
                pending = nil
            }
        }
    }

    private mutating func record(_ word: String) {
        guard !word.isEmpty else { return }
        words.insert(word)
        if Self.typeKeywords.contains(word) {
            pending = true
        } else if Self.memberKeywords.contains(word) {
            pending = false
        } else if let isType = pending {
            declared.insert(word)
            if depth <= 1 { interface.insert(word) }
            if depth == 0 { topLevelNames.insert(word) }
            if isType, depth == 0 { topLevelTypes.insert(word) }
            pending = nil
        }
    }

    private mutating func skipBlockComment() {
        var nesting = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), byte(at: index + 1) == UInt8(ascii: "*") {
                nesting += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), byte(at: index + 1) == UInt8(ascii: "/") {
                nesting -= 1
                index += 2
                if nesting == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// At `"`, `"""` or `#…"`: skips the literal's text, reading its interpolations as code. False when `#` starts
    /// no string (`#if`, `#Preview`).
    private mutating func scanStringIfAny() -> Bool {
        var hashes = 0
        while byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
        guard byte(at: index + hashes) == UInt8(ascii: "\"") else { return false }
        index += hashes
        let multiline = byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ byte(at: index + 1 + $0) == UInt8(ascii: "#") }) {
                let after = index + 1 + hashes
                if byte(at: after) == UInt8(ascii: "(") {
                    index = after + 1
                    scanCode(closingInterpolation: true)
                } else {
                    index = after + 1
                }
                continue
            }
            if current == UInt8(ascii: "\n"), !multiline { return true }
            if current == UInt8(ascii: "\""), closes(at: index, multiline: multiline, hashes: hashes) {
                index += (multiline ? 3 : 1) + hashes
                return true
            }
            index += 1
        }
        return true
    }

    private func closes(at offset: Int, multiline: Bool, hashes: Int) -> Bool {
        let quotes = multiline ? 3 : 1
        for step in 0..<quotes where byte(at: offset + step) != UInt8(ascii: "\"") { return false }
        for step in 0..<hashes where byte(at: offset + quotes + step) != UInt8(ascii: "#") { return false }
        return true
    }

    static func startsIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func continuesIdentifier(_ byte: UInt8) -> Bool {
        startsIdentifier(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
