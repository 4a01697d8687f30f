import ScaffoldCore

/// The Swift names of what an OpenAPI document names in its own style: `owner_name`, `owner-name`, `OwnerName`,
/// `_id` and `ownerName` are all the field `ownerName`; `give-back` is the operation `giveBack`.
enum PropertyNames {
    /// A lowerCamelCase name: the first word lower-cased (an acronym wholly: `ISBN` → `isbn`, `URLString` →
    /// `urlString`), every later word capitalised.
    static func lowerCamel(_ key: String) -> String {
        let words = words(key)
        guard let first = words.first else { return key }
        return lowered(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The words of a key, split at every character that is no letter or digit, and at the camel-case humps of each
    /// (`RemoteKeyStyle.words`, the split the server's snake-case keys are made with).
    static func words(_ key: String) -> [String] {
        key.split { !($0.isLetter || $0.isNumber) }.flatMap { RemoteKeyStyle.words(String($0)) }
    }

    /// `Owner` → `owner`, `ISBN` → `isbn`, `URL` → `url`.
    private static func lowered(_ word: String) -> String {
        word.allSatisfy { !$0.isLowercase } ? word.lowercased() : word.prefix(1).lowercased() + word.dropFirst()
    }
}
