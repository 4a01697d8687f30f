/// How a team spells a role's type name around its base name: `{name}Impl`, `Default{name}`, `{name}Protocol`,
/// `I{name}`. Exactly one `{name}`; the rest is identifier text. A configured pattern replaces the style's
/// `naming` choice for that role (`style.protocolName`, `style.implementationName` in `.scaffold.yml`).
public struct NamePattern: Codable, Hashable, Sendable, CustomStringConvertible {
    public static let placeholder = "{name}"

    public let text: String

    /// The pattern, or nil when `problem(with:)` finds one.
    public init?(_ text: String) {
        guard Self.problem(with: text) == nil else { return nil }
        self.text = text
    }

    /// `CreateWalletUseCase` → `CreateWalletUseCaseImpl` for `{name}Impl`.
    public func apply(_ base: String) -> String {
        text.replacingOccurrences(of: Self.placeholder, with: base)
    }

    public var description: String { text }

    /// What is wrong with a pattern a configuration gives, in the words the config reader reports.
    static func problem(with text: String) -> ConfigProblem? {
        let hint = "write one `{name}` with letters around it, such as `{name}Impl`, `Default{name}` or `{name}Protocol`"
        let parts = text.components(separatedBy: placeholder)
        guard parts.count == 2 else {
            let count = parts.count - 1
            return ConfigProblem(message: "the name pattern `\(text)` has \(count == 0 ? "no" : "\(count)") `{name}`", hint: hint)
        }
        let affix = parts.joined()
        if let bad = affix.unicodeScalars.first(where: { !($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }) {
            return ConfigProblem(
                message: "the name pattern `\(text)` has `\(bad.escaped(asASCII: true))`, which a Swift type name cannot", hint: hint)
        }
        if let first = parts[0].unicodeScalars.first, ("0"..."9").contains(first) {
            return ConfigProblem(message: "the name pattern `\(text)` starts with a digit", hint: hint)
        }
        return nil
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard Self.problem(with: text) == nil else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "bad name pattern `\(text)`"))
        }
        self.text = text
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
