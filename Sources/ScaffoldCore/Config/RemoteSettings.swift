/// `.scaffold.yml`'s `remote:` section: what every server-backed feature of the app shares (issue 31). The base URL
/// is the app's configuration (`scaffold init --api-base-url URL` writes it); a feature's own `remote.baseURL` wins
/// over it, as a spec's `persistence:` wins over the project's.
///
/// ```yaml
/// remote:
///   baseURL: https://api.example.com
///   keyStyle: snake_case
///   dates: iso8601Fractional
///   client: { type: APIClient, file: Sources/App/Networking/APIClient.swift, method: "send(_:)", … }
/// ```
public struct RemoteSettings: Sendable, Hashable {
    /// `baseURL:` as stated: https, or http on loopback only (`BaseURLCheck`); nil = not stated.
    public var baseURL: String?
    /// `keyStyle:` as stated; nil = `camelCase` (`effectiveKeyStyle`).
    public var keyStyle: RemoteKeyStyle?
    /// `dates:` as stated; nil = `iso8601` (`effectiveDates`).
    public var dates: RemoteDateEncoding?
    /// `client:`, written by `scaffold adopt`: the app's own HTTP client, which a remote feature calls through an
    /// adapter instead of bringing a second client. nil = none (a remote feature brings its own).
    public var client: HTTPClientReference?

    public init(baseURL: String? = nil, keyStyle: RemoteKeyStyle? = nil, dates: RemoteDateEncoding? = nil, client: HTTPClientReference? = nil) {
        self.baseURL = baseURL
        self.keyStyle = keyStyle
        self.dates = dates
        self.client = client
    }

    public var effectiveKeyStyle: RemoteKeyStyle { keyStyle ?? .camelCase }
    public var effectiveDates: RemoteDateEncoding { dates ?? .iso8601 }
}

/// How the server spells the keys of its JSON: as Swift names them (`ownerName`) or in snake case (`owner_name`).
/// A field's `remoteName:` wins over it.
public enum RemoteKeyStyle: String, CaseIterable, Codable, Hashable, Sendable {
    case camelCase
    case snakeCase = "snake_case"

    /// The JSON key of a property named `name`: itself, or in snake case as `JSONEncoder`'s `convertToSnakeCase`
    /// writes it (`ownerID` → `owner_id`, `urlString` → `url_string`).
    public func key(for name: String) -> String {
        switch self {
        case .camelCase: return name
        case .snakeCase: return Self.snakeCased(name)
        }
    }

    /// `ownerID` → `owner_id`, `HTTPServer` → `http_server`: the camel-case words (`words(_:)`), lower-cased.
    static func snakeCased(_ name: String) -> String {
        words(name).map { $0.lowercased() }.joined(separator: "_")
    }

    /// The camel-case words of a name, as Foundation splits them: a word starts at a capital after a lower-case letter
    /// or digit, and at the last capital of a run followed by a lower-case letter (`ownerID` → `owner`, `ID`;
    /// `URLString` → `URL`, `String`; `v2Name` → `v2`, `Name`). OpenAPI's property names split the same way.
    public static func words(_ name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord = character.isUppercase && !current.isEmpty
                && (previous.map { $0.isLowercase || $0.isNumber } == true || next.map(\.isLowercase) == true)
            if startsWord {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

/// How dates travel: ISO 8601 without fractional seconds (`2024-05-01T09:30:00Z`) or with them
/// (`2024-05-01T09:30:00.123Z`). It chooses what the app sends; what it reads may be either.
public enum RemoteDateEncoding: String, CaseIterable, Codable, Hashable, Sendable {
    case iso8601
    case iso8601Fractional
}
