import ScaffoldCore

/// The values a text field takes when its one `pattern` is a list of words (`good|worn|damaged`, which an OpenAPI
/// `enum` becomes): the form offers them in a `Picker`, as a person cannot guess the words a text field wants. The
/// draft still holds the text, so the Validator, the tests and a stored value outside the list (one the server added
/// later, shown as itself) work as they do for text.
struct FieldChoices: Encodable {
    /// One value, as a Swift string literal, and how the picker shows it.
    struct Option: Encodable {
        /// The word, a Swift string literal: what the draft holds when it is chosen.
        var value: String
        /// How the picker shows it, a string literal: `"In progress"` for `in_progress`.
        var title: String
    }

    /// The words, in the pattern's order.
    var options: [Option]
    /// The values, as a Swift array literal: a stored value outside it is still shown.
    var values: String
    /// The row for no choice yet (or none, for an optional field), a string literal.
    var none: String

    /// The choices of `field`, or nil when it is not text chosen from words.
    init?(field: FieldSpec, label: String) {
        guard let words = Self.words(of: field) else { return nil }
        options = words.map { Option(value: SwiftLiteral.string($0), title: SwiftLiteral.string(Self.title($0))) }
        values = "[" + options.map(\.value).joined(separator: ", ") + "]"
        none = SwiftLiteral.string(field.type.isOptional ? "None" : "Choose \(Naming.withArticle(FormControl.Control.midSentence(label)))")
    }

    /// The words of a pattern that is only a list of them (anchors and one group around the list allowed), each
    /// passing every rule of the field; nil for any other pattern, or fewer than two words.
    static func words(of field: FieldSpec) -> [String]? {
        guard FieldKind(field.type) == .string, FieldMeaning.of(field) != .multiline else { return nil }
        let patterns = field.rules.compactMap { if case .pattern(let regex) = $0 { regex } else { nil } }
        guard patterns.count == 1, var list = patterns.first else { return nil }
        if list.hasPrefix("^") && list.hasSuffix("$") { list = String(list.dropFirst().dropLast()) }
        for opening in ["(?:", "("] where list.hasPrefix(opening) && list.hasSuffix(")") {
            list = String(list.dropFirst(opening.count).dropLast())
            break
        }
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_- ")
        let words = list.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard words.count >= 2, Set(words).count == words.count,
              words.allSatisfy({ !$0.isEmpty && $0.allSatisfy(plain.contains) && $0.first != " " && $0.last != " " }),
              words.allSatisfy({ word in field.rules.allSatisfy { RuleEvaluator.passes($0, .string(word)) } })
        else { return nil }
        return words
    }

    /// `in_progress` → "In progress", `good` → "Good", `USD` → "USD".
    static func title(_ word: String) -> String {
        let spaced = word.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " ")
        return spaced.prefix(1).uppercased() + spaced.dropFirst()
    }
}
