import Foundation

/// A literal of a field's type as a spec states it, checked against the field's type and rules: a field's
/// `default:` (issue 33: what records stored before the field existed get). Typed, so code generation can write it
/// as Swift (`swiftLiteral`) and as the JSON a stored record holds (`jsonLiteral`) without parsing text again.
public enum FieldValue: Hashable, Sendable, CustomStringConvertible {
    /// A `String` or `Character` field's text.
    case text(String)
    /// A number field's value, as written (`0`, `-4.5`, `1e3`): a valid literal of the field's number type.
    case number(String)
    /// A `Bool` field's value.
    case bool(Bool)
    /// `[]`: a list field with nothing in it.
    case emptyList

    /// The Swift literal: `"EUR"`, `0`, `true`, `[]`.
    public var swiftLiteral: String {
        switch self {
        case .text(let text): return SwiftLiteral.string(text)
        case .number(let text): return text
        case .bool(let value): return value ? "true" : "false"
        case .emptyList: return "[]"
        }
    }

    /// The JSON value a stored record holds: `"EUR"`, `0`, `true`, `[]`.
    public var jsonLiteral: String {
        switch self {
        case .text(let text):
            // A one-element array encodes any string; its brackets come off.
            let data = (try? JSONEncoder().encode([text])) ?? Data("[\"\"]".utf8)
            return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
        case .number(let text): return text
        case .bool(let value): return value ? "true" : "false"
        case .emptyList: return "[]"
        }
    }

    /// The spelling a spec uses, for `plan` and messages.
    public var description: String { swiftLiteral }
}

/// A record keeps the value under its kind: `{"text": "EUR"}`, `{"number": "0"}`, `{"bool": true}`, `{"emptyList": true}`.
extension FieldValue: Codable {
    private enum CodingKeys: String, CodingKey { case text, number, bool, emptyList }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let text = try container.decodeIfPresent(String.self, forKey: .text) {
            self = .text(text)
        } else if let number = try container.decodeIfPresent(String.self, forKey: .number) {
            self = .number(number)
        } else if let bool = try container.decodeIfPresent(Bool.self, forKey: .bool) {
            self = .bool(bool)
        } else if try container.decodeIfPresent(Bool.self, forKey: .emptyList) == true {
            self = .emptyList
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a field value"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .text(let text): try container.encode(text, forKey: .text)
        case .number(let text): try container.encode(text, forKey: .number)
        case .bool(let value): try container.encode(value, forKey: .bool)
        case .emptyList: try container.encode(true, forKey: .emptyList)
        }
    }
}
