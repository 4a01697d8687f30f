/// A validation rule on a field, as written in a spec's `rules:` list; the Validator is built from these.
public enum FieldRule: Hashable, Sendable, Codable, CustomStringConvertible {
    case nonEmpty
    case minLength(Int)
    case maxLength(Int)
    case min(Double)
    case max(Double)
    case pattern(String)
    case email
    case url

    /// The rule names a spec may use, for "did you mean" suggestions.
    public static let names = ["nonEmpty", "minLength", "maxLength", "min", "max", "pattern", "email", "url"]

    /// The spelling used in specs: `maxLength(50)`, `pattern(^[A-Z]+$)`.
    public var description: String {
        switch self {
        case .nonEmpty: return "nonEmpty"
        case .minLength(let n): return "minLength(\(n))"
        case .maxLength(let n): return "maxLength(\(n))"
        case .min(let x): return "min(\(FieldRule.format(x)))"
        case .max(let x): return "max(\(FieldRule.format(x)))"
        case .pattern(let regex): return "pattern(\(regex))"
        case .email: return "email"
        case .url: return "url"
        }
    }

    /// The rule's name without its argument.
    public var name: String {
        switch self {
        case .nonEmpty: return "nonEmpty"
        case .minLength: return "minLength"
        case .maxLength: return "maxLength"
        case .min: return "min"
        case .max: return "max"
        case .pattern: return "pattern"
        case .email: return "email"
        case .url: return "url"
        }
    }

    /// Whole numbers print without a fraction so `min(0)` stays `min(0)`.
    public static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let rule = FieldRule(parsing: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a rule: \(text)"))
        }
        self = rule
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Parses the spec spelling; nil when the name is unknown or the argument is missing or malformed.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let name: String
        var argument: String?
        if let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") {
            name = String(trimmed[..<open]).trimmingCharacters(in: .whitespaces)
            argument = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        } else {
            name = trimmed
        }
        switch (name, argument) {
        case ("nonEmpty", nil): self = .nonEmpty
        case ("email", nil): self = .email
        case ("url", nil): self = .url
        case ("minLength", let arg?):
            guard let n = Int(arg.trimmingCharacters(in: .whitespaces)), n >= 0 else { return nil }
            self = .minLength(n)
        case ("maxLength", let arg?):
            guard let n = Int(arg.trimmingCharacters(in: .whitespaces)), n >= 0 else { return nil }
            self = .maxLength(n)
        case ("min", let arg?):
            guard let x = Double(arg.trimmingCharacters(in: .whitespaces)), x.isFinite else { return nil }
            self = .min(x)
        case ("max", let arg?):
            guard let x = Double(arg.trimmingCharacters(in: .whitespaces)), x.isFinite else { return nil }
            self = .max(x)
        case ("pattern", let arg?) where !arg.isEmpty:
            self = .pattern(arg)
        default:
            return nil
        }
    }
}

import Foundation
