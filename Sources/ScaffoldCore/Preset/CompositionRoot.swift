/// A preset's composition root, as data: the one place features are wired together.
///
/// `scaffold init` renders `template` with no feature; `scaffold feature` renders it again with the
/// feature's `registration` and merges only the feature's marker region into the file
/// (`GeneratedFile.Mode.insertBetweenMarkers`), or creates the file when there is none. The file is
/// placed by the layout's `compositionRoot` pattern with `{name}` = `typeName`.
///
/// The template's contract: a type `typeName` with an `init()` (the App entry creates it) that compiles on
/// its own, since a feature run may create the file without `init`; per feature one region
/// `// scaffold:begin feature:<Feature>` … `// scaffold:end feature:<Feature>` inside `{{#registration}}`;
/// and the anchor line `// scaffold:insert features` after it, before which new features' regions go.
public struct CompositionRoot: Codable, Hashable, Sendable {
    /// How the SwiftUI `App` entry holds the root.
    public enum Ownership: String, Codable, Hashable, Sendable {
        /// Owned by the App as `@State` and placed in the environment with `.environment(_:)`, so views can
        /// read it with `@Environment(Root.self)`; the root must be an `@Observable` class (seed 004).
        case environment
        /// A `let` of the App, handed to what needs it (seed 000's factory, seed 002's `AppDependencies`).
        case stored
    }

    /// The root's type, also its file name (`AppEnvironment`).
    public var typeName: String
    /// The template rendering the whole root file (file name in `Templates/` without `.mustache`).
    public var template: String
    public var ownership: Ownership

    public init(typeName: String, template: String, ownership: Ownership) {
        self.typeName = typeName
        self.template = template
        self.ownership = ownership
    }

    /// Seed 000 keeps initializer defaults; a small factory builds each feature's screens and view models.
    public static let appFactory = CompositionRoot(typeName: "AppFactory", template: "AppFactory", ownership: .stored)

    /// Seed 002's one composition root, `AppDependencies`: every concrete type is wired here and nowhere else.
    public static let appDependencies = CompositionRoot(typeName: "AppDependencies", template: "AppDependencies", ownership: .stored)

    /// Seed 003: the app creates each list view model once and hands it to its screens through the environment.
    public static let appViewModels = CompositionRoot(typeName: "AppViewModels", template: "AppViewModels", ownership: .stored)

    /// Seed 004's `AppEnvironment`, as an `@Observable` class the App owns (no `static let shared`).
    public static let appEnvironment = CompositionRoot(typeName: "AppEnvironment", template: "AppEnvironment", ownership: .environment)
}
