/// The `check:` section of `.scaffold.yml`: rules turned off or given another severity, paths not checked, and
/// how a codebase scaffold did not write names its layers' folders and its roles.
///
/// ```yaml
/// check:
///   rules:
///     usecase-criteria: error
///     viewmodel-shape: off
///   exclude:
///     - Sources/App/Legacy
///     - "**/*+Preview.swift"
///   layers:
///     presentation: [Presentation, UI, Screens]
///   roles:
///     viewModel: [ViewStore]
///     repository: [Store]
/// ```
public struct CheckSettings: Sendable, Hashable {
    /// What a rule's findings become.
    public enum Level: String, Sendable, Hashable, CaseIterable {
        case off, warning, error
    }

    /// One `rule-id: level` line, located so an unknown id can be reported where it is written.
    public struct RuleSetting: Sendable, Hashable {
        public var id: String
        public var level: Level
        public var location: SourceLocation?

        public init(id: String, level: Level, location: SourceLocation? = nil) {
            self.id = id
            self.level = level
            self.location = location
        }
    }

    public var rules: [RuleSetting]
    /// Root-relative globs (`fnmatch(3)`: `*` also matches `/`); a pattern matching a folder excludes what it holds.
    public var exclude: [String]
    /// Layer (`domain`, `data`, `presentation`, `app`, `tests`) → the folder names that put a file in it, matched
    /// without regard to case; a layer listed here replaces its default names.
    public var layers: [String: [String]]
    /// Role (`viewModel`, `useCase`, `repository`, …) → name endings that give it, tried before the defaults.
    public var roles: [String: [String]]

    /// The layers `layers` may name.
    public static let layerNames = ["domain", "data", "presentation", "app", "tests"]
    /// The roles `roles` may name.
    public static let roleNames = [
        "view", "viewModel", "useCase", "validator", "repository", "dataSource", "dataTransferObject", "mapper", "coordinator",
        "service", "model", "app", "support",
    ]

    public init(rules: [RuleSetting] = [], exclude: [String] = [], layers: [String: [String]] = [:], roles: [String: [String]] = [:]) {
        self.rules = rules
        self.exclude = exclude
        self.layers = layers
        self.roles = roles
    }

    /// The level configured for `id`, nil when the rule keeps its default.
    public func level(of id: String) -> Level? {
        rules.last { $0.id == id }?.level
    }

    /// An error for every configured rule id that is not one of `known`, with the closest known id.
    public func unknownRules(known: [String]) -> [Diagnostic] {
        rules.filter { !known.contains($0.id) }.map { setting in
            Diagnostic(
                .error, "unknown rule `\(setting.id)` in `check.rules`", at: setting.location, keyPath: "check.rules",
                hint: Suggestion.hint(for: setting.id, among: known, listing: "rules")
            )
        }
    }

    /// "Did you mean" for a rule id written elsewhere (an ignore comment): the hint for `id` among `known`.
    public static func hint(forUnknownRule id: String, known: [String]) -> String {
        Suggestion.hint(for: id, among: known, listing: "rules")
    }
}
