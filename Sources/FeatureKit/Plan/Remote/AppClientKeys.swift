import ScaffoldCore

/// How an adapter over an app client answering decoded values writes the JSON back for the feature's DTOs
/// (`AppClientAdapter`): the client's `JSONDecoder` has already read the body, and with `.convertFromSnakeCase`
/// (Foundation, `JSONDecoder.KeyDecodingStrategy`: "Convert from 'snake_case_keys' to 'camelCaseKeys'") every key it
/// hands back is renamed. The DTOs spell the server's keys (`RemoteKeys`), so each key must come back as the server
/// wrote it: as handed over when the server's keys are camel case (`remote.keyStyle`), through `JSONEncoder`'s
/// `.convertToSnakeCase` when they are snake case. A key that does not survive the round trip (`value_2` → `value2` →
/// `value2`) cannot be read, and the feature keeps its own client, naming it.
enum AppClientKeys {
    /// The adapter re-encodes keys in snake case, or nil when it writes them as handed over.
    enum Writing: Equatable {
        case asHandedOver
        case snakeCase
        /// The key the round trip loses, and how it comes back.
        case lost(key: String, becomes: String)
    }

    /// How keys are written back for `decoding`, the server's `style`, and the feature's `keys` (its DTOs', the list's,
    /// the next page's); nil `keys` = no feature yet (only the app-wide choice).
    static func writing(_ decoding: HTTPClientReference.KeyDecoding, style: RemoteKeyStyle, keys: [String]) -> Writing {
        guard decoding == .convertFromSnakeCase else { return .asHandedOver }
        let writing: Writing = style == .snakeCase ? .snakeCase : .asHandedOver
        for key in keys {
            let handed = camelCased(key)
            let back = writing == .snakeCase ? RemoteKeyStyle.snakeCase.key(for: handed) : handed
            if back != key { return .lost(key: key, becomes: back) }
        }
        return writing
    }

    /// A key as `JSONDecoder`'s `.convertFromSnakeCase` hands it over: leading and trailing underscores kept, the words
    /// between joined, the first lower-cased and the others capitalised (`owner_name` → `ownerName`, `user_ID` →
    /// `userId`); a key with one word stays as it is.
    static func camelCased(_ key: String) -> String {
        guard let first = key.firstIndex(where: { $0 != "_" }), let last = key.lastIndex(where: { $0 != "_" }) else { return key }
        let words = key[first...last].split(separator: "_")
        guard words.count > 1 else { return key }
        let joined = [words[0].lowercased()] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
        return String(key[..<first]) + joined.joined() + String(key[key.index(after: last)...])
    }
}
