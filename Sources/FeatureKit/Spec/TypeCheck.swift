import Foundation
import ScaffoldCore

/// Checks a field's type text: that it parses, names only known types, and is something a struct can store.
enum TypeCheck {
    /// Deeper bracket nesting than any real model needs; refusing it keeps the recursive type parser safe.
    static let maximumDepth = 8

    /// The named types a field may use.
    struct Vocabulary: Sendable {
        /// Entities of the project (other models the feature may refer to).
        var entities: Set<String>
        /// The spec's own entity: allowed only where a struct may contain itself (inside an array or dictionary).
        var ownEntity: String?

        var allNames: Set<String> { KnownTypes.builtIn.union(entities).union(ownEntity.map { [$0] } ?? []) }
    }

    /// The parsed type, or nil after reporting every problem with `text`.
    static func check(
        _ text: Located<String>, fieldName: String?, vocabulary: Vocabulary, into diagnostics: inout DiagnosticCollector
    ) -> TypeRef? {
        let source = text.value.trimmingCharacters(in: .whitespaces)
        func report(_ message: String, _ hint: String) {
            diagnostics.error(message, at: text.location, keyPath: text.keyPath, hint: hint)
        }
        guard !source.isEmpty else {
            report("the type is empty", "write a Swift type such as `String`, `Int?`, `[String]` or `[String: Int]`")
            return nil
        }
        guard bracketDepth(of: source) <= maximumDepth else {
            report("type `\(SpecText.abbreviated(source))` nests more than \(maximumDepth) levels deep",
                   "flatten the type, or model the inner levels as their own entity")
            return nil
        }
        // TypeRef's parser drops whitespace, which would silently read `Str ing` as `String`.
        guard !hasSpaceInsideName(source), let type = TypeRef(parsing: source) else {
            report("`\(SpecText.abbreviated(source))` is not a type", syntaxHint(for: source))
            return nil
        }
        var problems: [(String, String)] = []
        collectProblems(in: type, vocabulary: vocabulary, reported: [], into: &problems)
        if let own = vocabulary.ownEntity, containsDirectly(type, own) {
            problems.append(("a `\(own)` cannot contain a `\(type)`: a struct can't store itself, not even as an optional",
                             "use `[\(own)]`, or store the other one's id (e.g. `parentID: UUID?`)"))
        }
        if fieldName == "id", !isValidIdentifierType(type) {
            problems.append(("the `id` field must be UUID, String or Int (not optional), not `\(SpecText.abbreviated(type.description))`",
                             "write `type: UUID`, or rename the field if it is not the model's identity"))
        }
        for (message, hint) in problems { report(message, hint) }
        return problems.isEmpty ? type : nil
    }

    /// Walks the type once, reporting each unknown name only once (`[Strng: Strng]` is one mistake).
    private static func collectProblems(
        in type: TypeRef, vocabulary: Vocabulary, reported: Set<String>, into problems: inout [(String, String)]
    ) {
        var reported = reported
        func visit(_ type: TypeRef) {
            switch type {
            case .named(let name):
                guard !vocabulary.allNames.contains(name), reported.insert(name).inserted else { return }
                if let unstorable = KnownTypes.unstorable[name], !vocabulary.entities.contains(name) {
                    problems.append(("a `\(name)` cannot be stored: \(unstorable.reason)", unstorable.instead))
                    return
                }
                problems.append(("unknown type `\(SpecText.abbreviated(name))`", unknownTypeHint(name, vocabulary: vocabulary)))
            case .optional(let wrapped):
                if wrapped.isOptional {
                    problems.append(("`\(type)` is a nested optional", "write `\(wrapped.unwrapped)?`"))
                }
                visit(wrapped)
            case .array(let element):
                visit(element)
            case .dictionary(let key, let value):
                if case .named(let name) = key, KnownTypes.builtIn.contains(name) {
                    // Built-in keys are Hashable and encode as JSON object keys or pairs.
                } else {
                    problems.append(("dictionary key `\(key)` is not a simple Hashable type",
                                     "use String, Int or UUID keys, e.g. `[String: \(value)]`"))
                }
                visit(key)
                visit(value)
            }
        }
        visit(type)
    }

    private static func unknownTypeHint(_ name: String, vocabulary: Vocabulary) -> String {
        if let suggestion = Suggestion.didYouMean(name, among: vocabulary.allNames) { return suggestion }
        let entities = vocabulary.entities.union(vocabulary.ownEntity.map { [$0] } ?? []).sorted()
        let entityList = entities.isEmpty ? "" : " and the project's entities (\(entities.joined(separator: ", ")))"
        return "use a known type: \(KnownTypes.builtIn.sorted().joined(separator: ", "))\(entityList)"
    }

    /// A struct may hold itself only behind an array or dictionary (heap storage); bare or optional is recursive.
    /// A built-in name always means the built-in type, even in an entity of that name (`createdAt: Date` in `Date`).
    private static func containsDirectly(_ type: TypeRef, _ entity: String) -> Bool {
        switch type {
        case .named(let name): return name == entity && !KnownTypes.builtIn.contains(name)
        case .optional(let wrapped): return containsDirectly(wrapped, entity)
        case .array, .dictionary: return false
        }
    }

    private static func isValidIdentifierType(_ type: TypeRef) -> Bool {
        if case .named(let name) = type { return KnownTypes.identifiers.contains(name) }
        return false
    }

    private static func bracketDepth(of text: String) -> Int {
        var depth = 0, deepest = 0
        for char in text {
            if char == "[" { depth += 1; deepest = max(deepest, depth) }
            if char == "]" { depth -= 1 }
        }
        return deepest
    }

    private static func hasSpaceInsideName(_ text: String) -> Bool {
        var previous: Character?
        var spaceSincePrevious = false
        for char in text {
            if char.isWhitespace { spaceSincePrevious = true; continue }
            if spaceSincePrevious, let previous, isNameCharacter(previous), isNameCharacter(char) { return true }
            previous = char
            spaceSincePrevious = false
        }
        return false
    }

    private static func isNameCharacter(_ char: Character) -> Bool { char.isLetter || char.isNumber || char == "_" || char == "." }

    private static func syntaxHint(for text: String) -> String {
        if text.contains("<") {
            return "write generic types the short way: `[String]`, `Int?`, `[String: Int]`"
        }
        if text.filter({ $0 == "[" }).count != text.filter({ $0 == "]" }).count {
            return "close every `[` with `]`, e.g. `[String]` or `[String: Int]`"
        }
        return "write a Swift type such as `String`, `Int?`, `[String]` or `[String: Int]`"
    }
}
