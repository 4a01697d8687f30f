/// A preset's composition root, as data: the one place features are wired together.
///
/// `scaffold init` renders `template` with no feature; `scaffold feature` renders it again with the
/// feature's `registration` and merges only the feature's marker region into the file
/// (`GeneratedFile.Mode.insertBetweenMarkers`), or creates the file when there is none. The file is
/// placed by the layout's `compositionRoot` pattern with `{name}` = `typeName`.
///
/// The template's contract: a type `typeName` with an `init()` (the App entry creates it) and a `HomeView`
/// (the app's first screen and its one `NavigationStack`), compiling on their own, since a feature run may
/// create the file without `init`. Per feature, inside `{{#registration}}`, three regions, each before its
/// anchor: the feature's members (`feature:<Feature>`, before `// scaffold:insert features`), its link on the
/// home screen (`feature:<Feature>.link`, before `// scaffold:insert links`) and its screens by route
/// (`feature:<Feature>.routes`, before `// scaffold:insert routes`).
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
    /// How the root's `HomeView` (the app's one NavigationStack) reaches the root: the stored property a stored
    /// root is passed as (`factory`), or the `@Environment` property an environment root is read into.
    public var homeProperty: String

    public init(typeName: String, template: String, ownership: Ownership, homeProperty: String) {
        self.typeName = typeName
        self.template = template
        self.ownership = ownership
        self.homeProperty = homeProperty
    }

    /// Seed 000 keeps initializer defaults; a small factory builds each feature's screens and view models.
    public static let appFactory = CompositionRoot(typeName: "AppFactory", template: "AppFactory", ownership: .stored, homeProperty: "factory")

    /// Seed 002's one composition root, `AppDependencies`: every concrete type is wired here and nowhere else.
    public static let appDependencies = CompositionRoot(
        typeName: "AppDependencies", template: "AppDependencies", ownership: .stored, homeProperty: "dependencies")

    /// Seed 003: the app creates each list view model once and hands it to its screens through the environment.
    public static let appViewModels = CompositionRoot(
        typeName: "AppViewModels", template: "AppViewModels", ownership: .stored, homeProperty: "viewModels")

    /// Seed 004's `AppEnvironment`, as an `@Observable` class the App owns (no `static let shared`), read by views.
    public static let appEnvironment = CompositionRoot(
        typeName: "AppEnvironment", template: "AppEnvironment", ownership: .environment, homeProperty: "environment")
}
