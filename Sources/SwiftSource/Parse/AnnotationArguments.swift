import Foundation
import MockKit

/// What `/// @mockable(…)` says besides selecting the protocol, read as Mockolo reads it (Mockolo 2.x,
/// Parsers/SwiftSyntaxExtensions.swift, `Trivia.metadata`): sections `name: key = value; key = value`, each
/// ending where a key holding `:` starts the next.
///
/// - `override: name = FooMock`: the mock's name;
/// - `module: prefix = Foo`: the mock conforms to `Foo.<Protocol>`;
/// - `typealias: T = String; U = [Any]`: the types associated types are named with;
/// - `combine: a = CurrentValueSubject; b = @Published c`: what backs publisher properties (`PublisherPlan`), read
///   as Mockolo reads it: `CurrentValueSubject` in any case, a property wrapper and a property name, or else a
///   `PassthroughSubject`; the key `all` speaks for every property not named.
///
/// `history:` needs nothing (every call's arguments are recorded); `rx:`, `var:` and `modifiers:` are not
/// supported (Docs/Mocks.md, "Mockolo's fixtures").
struct AnnotationArguments: Equatable {
    var mockName: String?
    var module: String?
    var typealiases: [String: String] = [:]
    var combine: [String: MockCombineChoice] = [:]

    /// The arguments in a doc comment holding `annotation`; empty when it has none.
    init(comment: String, annotation: String) {
        guard let range = comment.range(of: annotation, options: .backwards) else { return }
        var text = comment[range.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("(") else { return }
        text.removeFirst()
        if let close = text.lastIndex(of: ")") { text = String(text[..<close]) }
        mockName = Self.section("override:", in: text)["name"]
        module = Self.section("module:", in: text)["prefix"]
        typealiases = Self.section("typealias:", in: text)
        combine = Self.section("combine:", in: text).mapValues(Self.combineChoice)
    }

    /// The choice `combine:` makes for one property, for the property's declaring protocol.
    func combineChoice(forProperty name: String) -> MockCombineChoice? {
        combine[name] ?? combine["all"]
    }

    /// Mockolo's reading (Parsers/SwiftSyntaxExtensions.swift, `Trivia.metadata`): `@Wrapper name` (two words, the
    /// first with `@`), `CurrentValueSubject` in any case, anything else a `PassthroughSubject`.
    private static func combineChoice(_ value: String) -> MockCombineChoice {
        let words = value.split(separator: " ")
        if value.hasPrefix("@"), words.count == 2 { return .propertyWrapper(attribute: String(words[0]), property: String(words[1])) }
        return value.lowercased() == "currentvaluesubject" ? .currentValueSubject : .passthroughSubject
    }

    init() {}

    private static func section(_ identifier: String, in text: String) -> [String: String] {
        guard let start = text.range(of: identifier, options: .backwards) else { return [:] }
        var pairs: [String: String] = [:]
        for item in text[start.upperBound...].split(separator: ";") {
            let parts = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let key = parts.first, !key.contains(":") else { break }
            if parts.count == 2, !key.isEmpty, !parts[1].isEmpty { pairs[key] = parts[1] }
        }
        return pairs
    }
}
