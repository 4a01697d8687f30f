/// An app scaffold did not create (`adopted: true`, written by `scaffold adopt`): it has its own composition root
/// and root view, so a feature registers into them and scaffold generates no root, `AppCoordinator`,
/// per-feature coordinator or `HomeView` of its own.
public struct ExistingApp: Codable, Hashable, Sendable {
    /// The app's composition root or DI container (`AppContainer`), and the file declaring it; nil when the app has none
    /// (or adopt could not tell). Each feature gets an extension of it, and its store is inserted into the file.
    public var compositionRoot: DeclaredType?
    /// How the root view refers to the composition root (`container` in `container.walletScreen(for: route)`).
    public var rootProperty: String?
    /// The app's first screen (`ContentView`), where a feature's link and routes are inserted.
    public var rootView: DeclaredType?

    public init(compositionRoot: DeclaredType? = nil, rootProperty: String? = nil, rootView: DeclaredType? = nil) {
        self.compositionRoot = compositionRoot
        self.rootProperty = rootProperty
        self.rootView = rootView
    }

    /// A type of the app and the file that declares it, relative to the project root.
    public struct DeclaredType: Codable, Hashable, Sendable {
        public var type: String
        /// Nil when the configuration names the type only: scaffold then prints what to paste into it.
        public var file: String?

        public init(type: String, file: String? = nil) {
            self.type = type
            self.file = file
        }
    }

    /// The property name the root view's inserted lines use when the configuration gives none.
    public static let defaultRootProperty = "container"

    /// The anchor lines a person adds to their own files so that scaffold inserts there (`MarkerRegions`).
    public enum Anchor {
        /// Inside the composition root's body: each feature's store goes just before it.
        public static let stores = "// scaffold:insert features"
        /// Inside the root view's list of links.
        public static let links = "// scaffold:insert links"
        /// In the root view's NavigationStack, where modifiers of its content may go.
        public static let routes = "// scaffold:insert routes"
    }
}
