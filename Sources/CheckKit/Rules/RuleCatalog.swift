/// Every rule `scaffold check` knows: the `Rule` types of this folder (`declared`, generated at build time by
/// Plugins/RuleLists, so a rule is registered by its file), in rank order, which is the order they are documented in.
/// When several rules report one violation (one subject on one line), the first of them keeps it: the most specific
/// rules rank first, and `dependency-direction`, which any cross-layer name breaks, last.
public enum RuleCatalog {
    public static let all: [any Rule.Type] = declared.sorted { $0.description.rank < $1.description.rank }

    public static var ids: [String] { all.map { $0.description.id } }

    public static func rule(_ id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }

    /// The rules whose documents back `preset` (a rule applies to the presets it quotes).
    public static func rules(for preset: String) -> [any Rule.Type] {
        all.filter { $0.description.passages[preset] != nil }
    }
}
