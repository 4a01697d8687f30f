/// Where a feature's registration goes in the files of an app scaffold did not create, read once per run from the
/// app's sources (AdoptKit's `RegistrationSiteReader`, with SwiftSyntax) and handed to the pure core as data: the
/// composition root that holds the feature's store, and one site per region — each in a file of the app's, at its
/// anchor line, or at the line where scaffold adds that anchor (`AnchorPlacement`). Docs/Adopt.md, "What `feature`
/// does in an adopted app", says which place each root shape gets.
public struct RegistrationSites: Codable, Hashable, Sendable {
    /// The composition root as found: the configured `compositionRoot`, else the app's `@main` App; nil when the app
    /// has neither (a library without an app: the registration is printed to paste).
    public var container: ExistingApp.DeclaredType?
    /// The container is the `@main` App. SwiftUI makes its one instance and no view can reach it, so each feature's
    /// store and factories are static members of an extension of it, called on the type (`NotesApp.noteScreen(for:)`).
    public var containerIsApp: Bool
    /// What the routes, a tab and a route's destination call the screen builder on, where they are inserted: the
    /// property naming the container in that view, `self`, or the App's type name.
    public var receiver: String?
    /// The app's own route enum (`Route`) when its destinations are a `switch` over it that scaffold adds a case to:
    /// the link then pushes `Route.bookmark(.list)`.
    public var router: String?
    /// The app's `NavigationStack` keeps its path as an array of that router's enum (`[Route]`), which holds no other
    /// value: the feature's screens push `Route.bookmark(…)` values, and the feature has no `navigationDestination`
    /// of its own (the router's switch shows its screens).
    public var pushesThroughRouter = false
    /// The first screen has no list or link to add a row beside (its content is a data-driven list, a scroll view):
    /// each feature's link is a toolbar item of the stack's content, a modifier beside its routes.
    public var linksInToolbar: Bool
    /// Each region and where it goes.
    public var sites: [Site]
    /// The shapes scaffold cannot edit safely, each at its file and line with what to do; when there is one, the run
    /// stops before anything is written.
    public var problems: [Diagnostic]
    /// The tag of the feature's tab in a `TabView(selection:)` tagged by the app's enum (`Tab.bookmark`): the case the
    /// `tabCase` site adds.
    public var tabTag: String?
    /// Lines of the app's own that change for the feature's routes to push (a one-screen `NavigationView` becomes a
    /// `NavigationStack`), each written only to the bytes it was read from.
    public var rewrites: [LineRewrite] = []
    /// What the run says about those edits (what the app shows differently after them), printed with its notes.
    public var notes: [String] = []

    public init(
        container: ExistingApp.DeclaredType? = nil, containerIsApp: Bool = false, receiver: String? = nil, router: String? = nil,
        linksInToolbar: Bool = false, sites: [Site] = [], problems: [Diagnostic] = []
    ) {
        self.linksInToolbar = linksInToolbar
        self.container = container
        self.containerIsApp = containerIsApp
        self.receiver = receiver
        self.router = router
        self.sites = sites
        self.problems = problems
    }

    /// The site of one role, if the app has a place for it.
    public func site(_ role: Site.Role) -> Site? {
        sites.first { $0.role == role }
    }

    /// Every file a region goes into, once each, in order.
    public var files: [String] {
        var seen: Set<String> = []
        return sites.map(\.file).filter { seen.insert($0).inserted }
    }

    /// One region's place: the file, and the anchor line to add there when the file has none yet.
    public struct Site: Codable, Hashable, Sendable {
        /// What the region holds; each role has its own anchor (`// scaffold:insert <anchor>`).
        public enum Role: String, Codable, Hashable, Sendable, CaseIterable {
            /// The feature's store, a stored property in the container's body.
            case store
            /// Its link, among the root screen's links.
            case link
            /// `.navigationDestination(for: BookmarkRoute.self)` on the content of the app's `NavigationStack`.
            case routes
            /// A tab of its own in the app's `TabView`.
            case tab
            /// A case of the app's route enum (`case bookmark(BookmarkRoute)`).
            case routeCase
            /// That case's destination in the app's `switch` over its routes.
            case routeDestination
            /// A case of the enum a `TabView(selection:)` tags its tabs by (`case bookmark`), the feature's tab's tag.
            case tabCase

            /// The anchor's id: `features` is the store's, as a scaffold-made root spells it.
            public var anchor: String {
                switch self {
                case .store: "features"
                case .link: "links"
                case .routes: "routes"
                case .tab: "tabs"
                case .routeCase: "route-cases"
                case .routeDestination: "route-destinations"
                case .tabCase: "tab-cases"
                }
            }

            /// The suffix of the feature's region id (`feature:Bookmark.link`); the store's region is `feature:Bookmark`.
            public var regionSuffix: String {
                switch self {
                case .store: ""
                case .link: ".link"
                case .routes: ".routes"
                case .tab: ".tab"
                case .routeCase: ".case"
                case .routeDestination: ".destination"
                case .tabCase: ".tabcase"
                }
            }
        }

        public var role: Role
        /// Relative to the project root.
        public var file: String
        /// Where the anchor line goes; nil when the file has the anchor (or the feature's region) already.
        public var placement: AnchorPlacement?

        public init(role: Role, file: String, placement: AnchorPlacement? = nil) {
            self.role = role
            self.file = file
            self.placement = placement
        }
    }
}

/// An anchor line scaffold adds to a file of the person's, before the regions go in: the line it goes before and
/// its text (with the indentation of the code around it), and the hash of the file as it was read, so the writer
/// adds it only to those bytes.
public struct AnchorPlacement: Codable, Hashable, Sendable {
    /// 1-based: the inserted line takes this line's place, the rest moves down (one past the last line appends).
    public var line: Int
    /// `        // scaffold:insert links`.
    public var text: String
    /// SHA-256 (hex) of the file's bytes when its place was read.
    public var sourceHash: String

    public init(line: Int, text: String, sourceHash: String) {
        self.line = line
        self.text = text
        self.sourceHash = sourceHash
    }

    /// The anchor line of `role` at `indentation`.
    public static func anchorLine(_ role: RegistrationSites.Site.Role, indentation: String) -> String {
        "\(indentation)\(MarkerRegions.anchorTag) \(role.anchor)"
    }
}

/// One line of a file of the person's that scaffold rewrites in place (`NavigationView {` → `NavigationStack {`): the
/// line as read and as it becomes, and the hash of the file as read, so the writer changes only those bytes — a line
/// that already reads as it becomes is left alone, one that reads otherwise is a conflict.
public struct LineRewrite: Codable, Hashable, Sendable {
    /// Relative to the project root.
    public var file: String
    /// 1-based.
    public var line: Int
    /// The line's text as read, without its line ending.
    public var old: String
    /// Its text after the edit.
    public var new: String
    /// SHA-256 (hex) of the file's bytes when the line was read.
    public var sourceHash: String

    public init(file: String, line: Int, old: String, new: String, sourceHash: String) {
        (self.file, self.line, self.old, self.new, self.sourceHash) = (file, line, old, new, sourceHash)
    }
}
