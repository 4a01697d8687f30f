import SwiftSource
import SwiftSyntax

/// A View reaches data itself: it names a repository, a data source, a persistence API or a type that keeps one (a
/// `…Service` holding a `ModelContext`), keeps a value in UserDefaults with `@AppStorage`, queries SwiftData or
/// Core Data with `@Query`/`@FetchRequest` or builds such a query (`Query(filter: …)` in its initializer,
/// `FetchDescriptor<Note>(…)`), or reads their context from the environment (`@Environment(\.modelContext)`). A type
/// used through its static members is a store when its static code reaches a persistence API, itself or through the
/// types it calls (`StaticStores`), and a type whose methods call the keychain (`SecItemAdd`) is one whether they are
/// static or called on its shared instance (`KeychainHelper.shared.get(forKey:)`): judged once every file's records are
/// in (`check(records:preset:)`).
///
/// Every document keeps data access out of views. Reported once per view and name, where the view first names
/// it (a property's type, a call, `Foo.shared`, the property wrapper): the context read from the environment is
/// reported where it is read, not again where it is used. `#Preview` blocks are outside the view and are not checked.
final class ViewDataAccessRule: MentionVisitor, Rule {
    /// Seed 003's persistence manager, which keeps `UserDefaults.standard`: what a triggering example's static calls
    /// reach, and what a clean one's view model calls instead.
    private static let persistenceManager = """
        struct Persistence {
            private static let defaults = UserDefaults.standard
            static func save(_ data: Data, key: String) { defaults.set(data, forKey: key) }
        }
        """

    static let description = RuleDescription(
        id: "view-data-access",
        rank: 10,
        summary: "A View does not touch a repository, a data source or a persistence API; its view model does.",
        reports: #"a View names a repository, a data source, a persistence API (UserDefaults, EventKit, CloudKit, Core Data, SwiftData, Realm, URLSession, FileManager, keychain) or a type that keeps one (a `…Service` holding a `ModelContext`, a SwiftData `ModelActor`, `DataStorage.shared.getAllGoals()` whose class keeps a `Realm`), calls a type whose static members reach one (`FavouritesManager.add(…)` whose static methods call `Persistence.save(…)`, which keeps `UserDefaults.standard`: seed 003's persistence manager, found through the calls whatever its name) or whose methods call the keychain (`KeychainHelper.shared.save(…)` whose class calls `SecItemAdd`) or files (`ImageStore.shared.loadImage(…)` whose `loadImage` asks FileManager, itself or through the type's other methods) or calls a method of a shared instance that sends requests with URLSession (`NetworkManager.shared.upload(…)`, whose `upload` calls `URLSession.shared.dataTask`) or through a backend's SDK (`AuthService.shared.signIn(…)`, whose `signIn` calls `Auth.auth().signIn(…)` or a kept `Firestore.firestore()`; Firebase's entry points and Alamofire's `AF`, in a file importing the SDK), or calls a Firebase service's entry point itself (`Firestore.firestore().collection(…)`, `Auth.auth().signOut()`; not a lookup of a manager another of whose methods does, nor the app's HTTP client, which `presentation-network` reads), keeps a value with `@AppStorage`, queries with `@Query`/`@FetchRequest` or builds a query (`Query(filter: …)`, `FetchDescriptor<…>(…)`; naming the type alone is no query), or reads `@Environment(\.modelContext)`/`\.managedObjectContext` or saves through a model's own context (`try note.modelContext?.save()`); a store the view only hands on to what it builds (`HomeViewModel(dataManager: DataManager(context: modelContext))`, directly or through a local or computed property only passed so) is wiring, not access, and a store given as an initializer parameter's default is reported once, at the property it is kept in — seed 000 View layer "Direct Repository access", 002 Presentation "Access repositories directly", 003 View "No persistence code", 004 Views "UI presentation only""#,
        severity: .error,
        passages: [
            "layered": SeedPassage(.layered, "View layer - P1", "Prohibited:", "Direct Repository access"),
            "features": SeedPassage(.features, "MVVM Components › Views › Rules", "UI presentation only - no business logic", "Delegate all actions to ViewModel"),
            "clean": SeedPassage(.clean, "Layer Responsibilities › Presentation Layer", "Access repositories directly", "Access database directly"),
            "mvvm": SeedPassage(.mvvm, "MVVM Pattern › View Layer › Best Practices", "No persistence code"),
        ],
        hint: "move the access into the view model (or what it calls) and call a view-model action from the view",
        triggering: [
            RuleExample("layered", "Sources/App/Views/FeedbackView.swift", """
            struct FeedbackView: View {
                var body: some View {
                    Button("Submit") { ↓FeedbackRepository.shared.submit(feedback: "ok") }
                }
            }
            """),
            RuleExample("features", "Sources/App/Features/Wallet/Views/WalletListView.swift", """
            struct WalletListView: View {
                private let store: ↓UserDefaults = .standard
                var body: some View { Text(store.string(forKey: "name") ?? "") }
            }
            """),
            RuleExample("clean", [
                "Sources/App/Domain/Repositories/NoteRepository.swift": "protocol NoteRepository { func fetchAll() async throws -> [Note] }",
                "Sources/App/Presentation/Notes/Views/NotesView.swift": """
                struct NotesView: View {
                    let repository: any ↓NoteRepository
                    var body: some View { Text("Notes") }
                }
                """,
            ]),
            RuleExample("mvvm", "Sources/App/Views/TodoListView.swift", """
            struct TodoListView: View {
                var body: some View {
                    Button("Save") { ↓TodoPersistenceManager.shared.saveTodos([]) }
                }
            }
            """),
            RuleExample("mvvm", "Sources/App/Views/SettingsView.swift", """
            import SwiftData
            struct SettingsView: View {
                @↓AppStorage("serverURL") private var serverURL = ""
                private var pinned: Query<Note, [Note]>
                init() { pinned = ↓Query(filter: #Predicate<Note> { $0.isPinned }) }
                var body: some View { TextField("Server", text: $serverURL) }
            }
            """),
            RuleExample("features", "Sources/App/Features/Bookmark/Views/BookmarkListView.swift", """
            struct BookmarkListView: View {
                ↓@Query(sort: \\Bookmark.title) private var bookmarks: [Bookmark]
                ↓@Environment(\\.modelContext) private var modelContext
                var body: some View {
                    List(bookmarks) { Text($0.title) }
                        .toolbar { Button("Clear") { try? modelContext.delete(model: Bookmark.self) } }
                }
                private func save(in context: ModelContext) throws { try context.save() }
            }
            """),
            RuleExample("mvvm", [
                "Sources/App/Manager/Persistence.swift": persistenceManager,
                "Sources/App/Manager/FavouritesManager.swift": """
                enum FavouritesManager {
                    static func add(_ id: Int) { Persistence.save(Data(), key: "favourites") }
                }
                """,
                "Sources/App/Views/FavouriteButton.swift": """
                struct FavouriteButton: View {
                    let id: Int
                    var body: some View { Button("Favourite") { ↓FavouritesManager.add(id) } }
                }
                """,
            ]),
            RuleExample("mvvm", [
                "Sources/App/KeychainHelper/KeychainHelper.swift": """
                import Security
                final class KeychainHelper {
                    static let shared = KeychainHelper()
                    func delete(forKey key: String) {
                        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: key]
                        SecItemDelete(query as CFDictionary)
                    }
                }
                """,
                "Sources/App/Views/LogoutView.swift": """
                struct LogoutView: View {
                    var body: some View { Button("Log out") { ↓KeychainHelper.shared.delete(forKey: "token") } }
                }
                """,
            ]),
            // A service whose methods send requests, reached through its shared instance: the view makes the request.
            RuleExample("mvvm", [
                "Sources/App/Network/UploadManager.swift": """
                final class UploadManager {
                    static let shared = UploadManager()
                    func upload(_ data: Data, to url: URL) {
                        var request = URLRequest(url: url)
                        request.httpMethod = "POST"
                        URLSession.shared.uploadTask(with: request, from: data) { _, _, _ in }.resume()
                    }
                }
                """,
                "Sources/App/Views/PhotoPickerView.swift": """
                struct PhotoPickerView: View {
                    let photo: Data
                    var body: some View { Button("Upload") { ↓UploadManager.shared.upload(photo, to: URL(string: "https://example.com")!) } }
                }
                """,
            ]),
            // A wrapper of a backend's SDK reached through its shared instance: the view signs in itself.
            RuleExample("layered", [
                "Sources/App/Services/AuthService.swift": """
                import FirebaseAuth
                final class AuthService {
                    static let shared = AuthService()
                    private let auth = Auth.auth()
                    func signIn(email: String, password: String) async throws {
                        _ = try await auth.signIn(withEmail: email, password: password)
                    }
                }
                """,
                "Sources/App/Views/SignInView.swift": """
                struct SignInView: View {
                    @State private var email = ""
                    @State private var password = ""
                    var body: some View {
                        Button("Sign in") { Task { try? await ↓AuthService.shared.signIn(email: email, password: password) } }
                    }
                }
                """,
            ]),
            RuleExample("features", "Sources/App/Features/Notes/Views/NoteEditorView.swift", """
            import FirebaseFirestore
            import SwiftUI

            struct NoteEditorView: View {
                @State private var text = ""
                private let db = ↓Firestore.firestore()
                var body: some View {
                    Button("Save") { db.collection("notes").addDocument(data: ["text": text]) }
                }
            }
            """),
            RuleExample("mvvm", "Sources/App/Views/NoteFormView.swift", """
            import SwiftData
            struct NoteFormView: View {
                @Bindable var note: Note
                var body: some View {
                    Button("Save") { try? note.↓modelContext?.save() }
                }
            }
            """),
            // A store given as the initializer's default is the property's: one finding, where the view declares it.
            RuleExample("layered", [
                "Sources/App/Utilities/ImageStorage.swift": """
                protocol ImageStoring { func load(_ name: String) -> Data? }
                final class ImageStorage: ImageStoring {
                    private let fileManager: FileManager = .default
                    func load(_ name: String) -> Data? { fileManager.contents(atPath: name) }
                }
                """,
                "Sources/App/Views/HeaderView.swift": """
                struct HeaderView: View {
                    private let ↓imageStorage: ImageStoring
                    init(imageStorage: ImageStoring = ImageStorage()) { self.imageStorage = imageStorage }
                    var body: some View { Text(imageStorage.load("avatar") == nil ? "No avatar" : "Avatar") }
                }
                """,
            ]),
            // A store built in the view and then used there, not only handed on.
            RuleExample("layered", [
                "Sources/App/Utilities/DataManager.swift": """
                final class DataManager {
                    static let shared = DataManager()
                    private let defaults: UserDefaults = .standard
                    func clear() { defaults.removeObject(forKey: "habits") }
                }
                """,
                "Sources/App/Views/ResetView.swift": """
                struct ResetView: View {
                    var body: some View {
                        Button("Reset") {
                            let manager = ↓DataManager.shared
                            _ = HistoryViewModel(dataManager: manager)
                            manager.clear()
                        }
                    }
                }
                """,
            ]),
        ],
        nonTriggering: [
            // A view that builds the screens it shows and gives them their store: passing a store on is not using it.
            RuleExample("layered", [
                "Sources/App/Utilities/DataManager.swift": """
                protocol DataManaging {}
                final class DataManager: DataManaging {
                    static let shared = DataManager(defaults: .standard)
                    private let defaults: UserDefaults
                    init(defaults: UserDefaults) { self.defaults = defaults }
                }
                """,
                "Sources/App/Views/HabitDestinationView.swift": """
                struct HabitDestinationView: View {
                    let showsHistory: Bool
                    private var dataManager: DataManaging { DataManager.shared }
                    var body: some View {
                        let history = HistoryViewModel(dataManager: DataManager.shared)
                        if showsHistory { HistoryView(viewModel: history) } else { HomeView(viewModel: HomeViewModel(dataManager: dataManager)) }
                    }
                }
                """,
            ]),
            // Code only the previews use is the previews' support, not the app's data access.
            RuleExample("layered", "Sources/App/Views/ThemePicker.swift", """
            struct ThemePicker: View {
                @Binding var theme: String
                var body: some View { TextField("Theme", text: $theme) }
            }

            fileprivate struct ThemePickerPreview: View {
                @AppStorage("theme") private var theme = "light"
                var body: some View { ThemePicker(theme: $theme) }
            }

            #Preview {
                ThemePickerPreview()
            }
            """),
            RuleExample("mvvm", "Sources/App/Views/NoteRow.swift", """
            import SwiftData
            struct NoteRow: View {
                let note: Note
                var body: some View { Text(note.modelContext == nil ? "Unsaved" : note.title) }
            }
            """),
            RuleExample("layered", "Sources/App/Views/FeedbackView.swift", """
            struct FeedbackView: View {
                @StateObject private var viewModel = FeedbackViewModel()
                var body: some View {
                    Button("Submit") { viewModel.submitFeedback() }
                }
            }
            """),
            RuleExample("features", "Sources/App/Features/Wallet/Views/WalletListView.swift", """
            struct WalletListView: View {
                @Environment(AppEnvironment.self) private var environment
                @State private var viewModel = WalletListViewModel()
                var body: some View { List(viewModel.state.wallets) { WalletRow(wallet: $0) } }
            }

            #Preview {
                WalletListView(viewModel: WalletListViewModel(repository: InMemoryWalletRepository()))
            }
            """),
            RuleExample("layered", [
                "Sources/App/Models/GitHubRepository.swift": "struct GitHubRepository: Identifiable, Codable { let id: Int }",
                "Sources/App/Views/RepositoryListView.swift": """
                struct RepositoryListView: View {
                    let repositories: [GitHubRepository]
                    let legacy: UITableViewDiffableDataSource<Int, Int>?
                    var body: some View { List(repositories) { Text("\\($0.id)") } }
                }
                """,
            ]),
            RuleExample("features", "Sources/App/Features/Bookmark/Views/BookmarkListView.swift", """
            struct BookmarkListView: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var viewModel: BookmarkListViewModel
                var body: some View { List(viewModel.state.bookmarks) { Text($0.title) } }
            }
            """),
            RuleExample("mvvm", "Sources/App/Views/ResultsView.swift", """
            import SwiftData
            struct ResultsView: View {
                let makeQuery: (String) -> Query<Note, [Note]>
                let viewModel: NotesViewModel
                var body: some View { List(viewModel.notes) { Text($0.title) } }
            }
            """),
            RuleExample("mvvm", [
                "Sources/App/Manager/Persistence.swift": persistenceManager,
                "Sources/App/Manager/Formatting.swift": """
                enum Formatting {
                    static func title(_ id: Int) -> String { NumberFormatter.localizedString(from: id as NSNumber, number: .none) }
                }
                """,
                "Sources/App/ViewModels/FavouritesViewModel.swift": """
                final class FavouritesViewModel: ObservableObject {
                    func add(_ id: Int) { Persistence.save(Data(), key: "favourites") }
                }
                """,
                "Sources/App/Views/FavouriteButton.swift": """
                struct FavouriteButton: View {
                    @ObservedObject var viewModel: FavouritesViewModel
                    let id: Int
                    var body: some View { Button(Formatting.title(id)) { viewModel.add(id) } }
                }
                """,
            ]),
            RuleExample("mvvm", [
                "Sources/App/KeychainHelper/KeychainHelper.swift": """
                import Security
                final class KeychainHelper {
                    static let shared = KeychainHelper()
                    func delete(forKey key: String) { SecItemDelete([kSecAttrAccount as String: key] as CFDictionary) }
                }
                """,
                "Sources/App/Support/Haptics.swift": """
                final class Haptics {
                    static let shared = Haptics()
                    func play() { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
                }
                """,
                "Sources/App/ViewModels/LogoutViewModel.swift": """
                final class LogoutViewModel: ObservableObject {
                    func logOut() { KeychainHelper.shared.delete(forKey: "token") }
                }
                """,
                "Sources/App/Views/LogoutView.swift": """
                struct LogoutView: View {
                    @ObservedObject var viewModel: LogoutViewModel
                    var body: some View { Button("Log out") { Haptics.shared.play(); viewModel.logOut() } }
                }
                """,
            ]),
            // The network service called by the view model (seed 003: it coordinates with services), and a shared
            // helper that makes sessions but sends nothing, called by the view.
            RuleExample("mvvm", [
                "Sources/App/Network/UploadManager.swift": """
                final class UploadManager {
                    static let shared = UploadManager()
                    func upload(_ data: Data, to url: URL) async throws {
                        _ = try await URLSession.shared.upload(for: URLRequest(url: url), from: data)
                    }
                }
                """,
                "Sources/App/Network/SessionSettings.swift": """
                final class SessionSettings {
                    static let shared = SessionSettings()
                    func makeSession() -> URLSession { URLSession(configuration: .ephemeral) }
                }
                """,
                "Sources/App/ViewModels/PhotoViewModel.swift": """
                final class PhotoViewModel: ObservableObject {
                    func upload(_ photo: Data) async throws { try await UploadManager.shared.upload(photo, to: URL(string: "https://example.com")!) }
                }
                """,
                "Sources/App/Views/PhotoView.swift": """
                struct PhotoView: View {
                    @ObservedObject var viewModel: PhotoViewModel
                    var body: some View { Button("Upload") { _ = SessionSettings.shared.makeSession() } }
                }
                """,
            ]),
            // The SDK's wrapper called by the view model; the view asks it only what needs no backend.
            RuleExample("layered", [
                "Sources/App/Services/AuthService.swift": """
                import FirebaseAuth
                final class AuthService {
                    static let shared = AuthService()
                    func signIn(email: String, password: String) async throws {
                        _ = try await Auth.auth().signIn(withEmail: email, password: password)
                    }
                    func greeting(for name: String) -> String { "Hello, \\(name)" }
                }
                """,
                "Sources/App/ViewModels/SignInViewModel.swift": """
                final class SignInViewModel: ObservableObject {
                    func signIn(email: String, password: String) async throws { try await AuthService.shared.signIn(email: email, password: password) }
                }
                """,
                "Sources/App/Views/SignInView.swift": """
                struct SignInView: View {
                    @StateObject private var viewModel = SignInViewModel()
                    var body: some View { Text(AuthService.shared.greeting(for: "you")) }
                }
                """,
            ]),
            RuleExample("mvvm", "Sources/App/App/AppViewModels.swift", """
            final class AppViewModels {
                let todoPersistenceManager: any TodoPersistenceManagerProtocol = TodoPersistenceManager.shared
                func makeTodoListView() -> some View { TodoListView() }
            }
            """),
        ]
    )

    /// Property wrappers that fetch from a store: SwiftData's and Core Data's.
    private static let queries: [String: String] = [
        "Query": "queries SwiftData itself (@Query)", "FetchRequest": "queries Core Data itself (@FetchRequest)",
        "SectionedFetchRequest": "queries Core Data itself (@SectionedFetchRequest)",
    ]
    /// Environment values that are a store's context, and the type each stands for.
    private static let contexts: [String: (type: String, what: String)] = [
        "modelContext": ("ModelContext", "the SwiftData model context"),
        "managedObjectContext": ("NSManagedObjectContext", "the Core Data context"),
    ]

    override func visitType(_ type: TypeScope) -> SyntaxVisitorContinueKind {
        if !StaticStores.notStores.contains(type.role) { recordStaticReach(of: type) }
        return type.visits([.view])
    }

    /// What the type's static code names and what it keeps, for `check(records:preset:)`: a persistence API named in
    /// static code or held in a stored property is kept; a project type named in static code is reached.
    private func recordStaticReach(of type: TypeScope) {
        let at = file.position(of: type.head.nameToken)
        // A method sending requests with URLSession (`uploadMultiparts` calling `URLSession.shared.dataTask`, or
        // `session.data(for:)` on a kept `URLSession`): a view calling it on the type's shared instance
        // (`NetworkManager.shared.uploadMultiparts(…)`) makes the request itself. Only the methods that send count: a
        // manager of many things whose view calls only its lookups (`Registry.shared.item(for:)`) does no network work
        // there. The app's HTTP client is `presentation-network`'s (a View naming it).
        if file.text(of: type.node, containsAnyOf: StaticStores.sessionWords), !Network.isClient(type.name, in: file),
           type.memberDecls.contains(where: Self.namesSession) {
            for member in type.memberDecls {
                guard let function = member.as(FunctionDeclSyntax.self), let body = function.body, SessionFactory.sendsRequest(in: body) else { continue }
                record(key: StaticStores.sendsKey + function.name.text, owner: type.name, at: at)
            }
        }
        // A method calling a backend's SDK (`Auth.auth().signIn(…)`, `db.collection(…)` on a kept `Firestore`): a view
        // calling it on the type's shared instance (`AuthService.shared.signIn(…)`) reaches the backend itself.
        for (method, backend) in BackendSDKs.methodsReaching(in: type, file: file) {
            record(key: StaticStores.sendsKey + method + StaticStores.backendSeparator + backend, owner: type.name, at: at)
        }
        // A method reaching the file system (`loadImage` calling its own `documentsDirectory()`, which asks
        // `FileManager.default`): a view calling it on the type's shared instance reads or writes files itself.
        if file.text(of: type.node, containsAnyOf: Self.fileWords) {
            let functions = type.memberDecls.compactMap { $0.as(FunctionDeclSyntax.self) }
            let direct = functions.reduce(into: [String: String]()) { found, function in
                if let body = function.body, body.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier("FileManager") }) {
                    found[function.name.text] = "FileManager"
                }
            }
            for (method, api) in OwnMethodCalls.closed(direct, over: functions) {
                record(key: StaticStores.sendsKey + method + StaticStores.backendSeparator + api, owner: type.name, at: at)
            }
        }
        if let entry = type.entry, let held = DataAccess.store(entry, in: file) { record(key: StaticStores.keepsKey + held, owner: type.name, at: at) }
        // A helper whose methods call the keychain (`SecItemAdd(query as CFDictionary, nil)` in `KeychainHelper.save`) is
        // a store as one holding `UserDefaults` is, whether its methods are static or instance ones.
        if file.text(of: type.node, containsAnyOf: StaticStores.keychainWords), let api = StaticStores.keychainCall(in: type.memberDecls) {
            record(key: StaticStores.keepsKey + StaticStores.keychainPrefix + api, owner: type.name, at: at)
        }
        guard StaticStores.isNamespace(type.memberDecls) else { return }
        for name in StaticStores.reached(by: type.memberDecls) where name != type.name && !isTypeGenericParameter(name) {
            if DataAccess.isPersistenceAPI(name) {
                record(key: StaticStores.keepsKey + name, owner: type.name, at: at)
            } else if let reached = file.type(named: name), reached.isConcrete, !StaticStores.notStores.contains(reached.role) {
                record(key: StaticStores.reachKey + name, owner: type.name, at: at)
            }
        }
    }

    /// A view calling a static method of a type whose static code reaches a persistence API (`PersistanceManager.updateFavourites(…)`,
    /// whose static methods call `Persistance`, which keeps `UserDefaults.standard`): known once every file's
    /// records are in.
    static func check(records: [RuleRecord], preset: String) -> [Finding] {
        let mine = records.filter { $0.ruleID == description.id }.sorted { ($0.file, $0.position, $0.key) < ($1.file, $1.position, $1.key) }
        let graph = StaticStores.Graph(mine)
        // A view calling both a static method and its shared instance (`Foo.load()`, `Foo.shared.save(…)`) uses one store.
        var reported: Set<String> = []
        // `NetworkManager.upload` → URLSession, `AuthService.signIn` → Firebase Auth: what each method sends requests with.
        var sends: [String: String] = [:]
        for record in mine where record.key.hasPrefix(StaticStores.sendsKey) {
            let sent = record.key.dropFirst(StaticStores.sendsKey.count).components(separatedBy: StaticStores.backendSeparator)
            let backend = sent.count > 1 ? sent[1] : "URLSession"
            // A method doing both says URLSession, as before SDKs were read.
            if sends[record.owner + "." + sent[0]] == nil || backend == "URLSession" { sends[record.owner + "." + sent[0]] = backend }
        }
        return mine.compactMap { record -> Finding? in
            if record.key.hasPrefix(StaticStores.instanceCallsKey) {
                let called = String(record.key.dropFirst(StaticStores.instanceCallsKey.count))
                guard let backend = sends[called], let dot = called.lastIndex(of: "."),
                      reported.insert(record.file + " " + record.owner + " " + called[..<dot]).inserted else { return nil }
                let name = String(called[..<dot])
                let method = called[called.index(after: dot)...]
                let does = backend == "URLSession" ? "sends requests with URLSession" : "calls \(backend)"
                let what = backend == "FileManager" ? "a file store (its method \(method) reaches FileManager)" : "a network service (its method \(method) \(does))"
                var finding = description.finding(
                    "\(record.owner) is a View and uses \(name), \(what)",
                    preset: preset, file: record.file, at: record.position
                )
                finding.subject = name
                finding.owner = record.owner
                return finding
            }
            let onInstance = record.key.hasPrefix(StaticStores.instanceUsesKey)
            guard onInstance || record.key.hasPrefix(StaticStores.usesKey) else { return nil }
            let name = String(record.key.dropFirst(onInstance ? StaticStores.instanceUsesKey.count : StaticStores.usesKey.count))
            guard let reached = graph.store(of: name),
                  !onInstance || (reached.through == nil && reached.api.hasPrefix(StaticStores.keychainPrefix)),
                  reported.insert(record.file + " " + record.owner + " " + name).inserted else { return nil }
            let kind: String
            if reached.api.hasPrefix(StaticStores.keychainPrefix) {
                let api = reached.api.dropFirst(StaticStores.keychainPrefix.count)
                kind = reached.through.map { "a persistence manager (its static methods reach the keychain through \($0), which calls \(api))" }
                    ?? "a data store (its methods reach the keychain: \(api))"
            } else {
                kind = reached.through.map { "a persistence manager (its static methods reach \(reached.api) through \($0))" }
                    ?? "a data store (its static members use \(reached.api))"
            }
            var finding = description.finding("\(record.owner) is a View and uses \(name), \(kind)", preset: preset, file: record.file, at: record.position)
            finding.subject = name
            finding.owner = record.owner
            return finding
        }
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        guard let type = currentType, type.role == .view else { return .visitChildren }
        let name = node.attributeName.trimmedDescription
        // One key for the wrapper and the query built for it (`_items = Query(filter: …)` in `init`): one access.
        if let what = Self.queries[name], firstMention(of: DataAccess.queryKey(name)) {
            report("\(type.name) is a View and \(what)", at: node)
        } else if name == "Environment", case .argumentList(let arguments) = node.arguments,
                  let path = arguments.first?.expression.as(KeyPathExprSyntax.self),
                  let key = path.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text,
                  let context = Self.contexts[key], firstMention(of: context.type) {
            report("\(type.name) is a View and uses \(context.what) (@Environment(\\.\(key)))", at: node)
        }
        return .visitChildren
    }

    /// A query built in the view (`Query(filter: …)` in `init` or in `body`, `FetchDescriptor<Note>(…)`): building one is
    /// fetching from the store; naming the type alone (a closure that returns one) is not. A descriptor is fetched
    /// through the view's context, reported once with it.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let type = currentType, type.role == .view else { return .visitChildren }
        recordStaticCall(node, in: type)
        var called = node.calledExpression
        if let generic = called.as(GenericSpecializationExprSyntax.self) { called = generic.expression }
        guard let reference = called.as(DeclReferenceExprSyntax.self), file.startsCapitalized(reference.baseName) else { return .visitChildren }
        let name = reference.baseName.text
        if let framework = DataAccess.query(named: name, in: file), firstMention(of: DataAccess.queryKey(name)) {
            report("\(type.name) is a View and builds a \(framework) query (\(name))", at: reference, subject: name)
        }
        return .visitChildren
    }

    /// A model's own context (`try product.modelContext?.save()`, `note.managedObjectContext?.delete(note)`): a SwiftData
    /// model and a Core Data object each keep the context they were fetched in, and a view that saves, inserts, deletes
    /// or fetches through it writes to the store itself as much as one that reads `@Environment(\.modelContext)` —
    /// one access with it (the key is the context's type). Read from the syntax: the context is named as a member of
    /// a value (not the view's own property, whose type or wrapper is reported where it is declared) and a call is
    /// made on it, in a file that imports the framework.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        // `Firestore.firestore().collection("notes")`, `Auth.auth().signIn(…)` in a view: the backend's SDK called
        // from the view itself, once per view and service, where first called.
        if let type = currentType, type.role == .view, let backend = BackendSDKs.serviceEntry(node, in: file), firstMention(of: "sdk " + backend) {
            report("\(type.name) is a View and calls \(backend) itself (`\(node.trimmedDescription)()`)", at: node, subject: backend)
            return .visitChildren
        }
        guard let type = currentType, type.role == .view, let base = node.base,
              let framework = Self.memberContexts[node.declName.baseName.text], file.imports.contains(framework),
              let called = Self.callMade(on: node), !ExpressionPaths.path(base).allSatisfy({ $0 == "self" }),
              firstMention(of: Self.contexts[node.declName.baseName.text]?.type ?? "") else { return .visitChildren }
        let what = Self.contexts[node.declName.baseName.text]?.what ?? "a store's context"
        report("\(type.name) is a View and uses \(what) through a model (`\(node.trimmedDescription).\(called)(…)`)", at: node.declName)
        return .visitChildren
    }

    /// The members that are a model's context, and the framework that declares them.
    private static let memberContexts: [String: String] = ["modelContext": "SwiftData", "managedObjectContext": "CoreData"]

    /// The method called on `node` (`save` in `node?.save()`, `node.save()`), or nil when `node` is not called on.
    private static func callMade(on node: MemberAccessExprSyntax) -> String? {
        var outer = Syntax(node)
        // `x.modelContext?.save()`: the optional chain wraps the context.
        if let parent = outer.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { outer = parent }
        guard let member = outer.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == outer,
              member.parent?.is(FunctionCallExprSyntax.self) == true else { return nil }
        return member.declName.baseName.text
    }

    override func mention(_ name: String, at token: TokenSyntax, in type: TypeScope) {
        guard type.role == .view, let kind = DataAccess.kind(of: name, in: file) else { return }
        report("\(type.name) is a View and uses \(name), \(kind)", mentioning: name, at: PropertyDefaults.property(given: token, in: type) ?? token)
    }

    /// A store the view builds or reads only to give it to what it builds (`HomeViewModel(dataManager:
    /// DataManager(context: modelContext))`): passing a store on is wiring, not using it.
    override func ignores(_ name: String, at token: TokenSyntax, in type: TypeScope) -> Bool {
        type.role == .view && DataAccess.kind(of: name, in: file) != nil && HandedOn.isHandedOn(token)
    }

    private static let fileWords: [[UInt8]] = [Array("filemanager".utf8)]

    /// Whether a member names `URLSession` (`URLSession.shared.dataTask(…)`, `let session: URLSession`): with it, the
    /// request methods the type calls are a session's, not a helper's own `data(…)`.
    private static func namesSession(_ member: DeclSyntax) -> Bool {
        member.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("URLSession") }
    }

    /// The types each view of this file calls a static method of, each recorded once (where first called).
    private var staticCallees: Set<String> = []

    /// `PersistanceManager.save(…)` in a view, or a call on its shared instance (`KeychainHelper.shared.get(forKey:)`):
    /// what the callee's code reaches is known across files.
    private func recordStaticCall(_ node: FunctionCallExprSyntax, in type: TypeScope) {
        guard var member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return }
        // `KeychainHelper.shared.get(…)`: a call on a static member's value, judged only by what its type's own methods
        // call (the keychain), not by what static helpers it reaches (a logger writing files).
        let method = member.declName.baseName.text
        var onInstance = false
        while let inner = member.base?.as(MemberAccessExprSyntax.self) { member = inner; onInstance = true }
        let key = (onInstance ? StaticStores.instanceUsesKey : StaticStores.usesKey)
        guard let base = member.base?.as(DeclReferenceExprSyntax.self),
              file.startsCapitalized(base.baseName),
              !isTypeGenericParameter(base.baseName.text), DataAccess.kind(of: base.baseName.text, in: file) == nil,
              let used = file.type(named: base.baseName.text), used.isConcrete, !StaticStores.notStores.contains(used.role) else { return }
        // `NetworkManager.shared.upload(…)`: which method, each once per view (the first call of it).
        if onInstance, staticCallees.insert(type.name + " " + StaticStores.instanceCallsKey + base.baseName.text + "." + method).inserted {
            record(key: StaticStores.instanceCallsKey + base.baseName.text + "." + method, owner: type.name, at: file.position(of: base))
        }
        guard staticCallees.insert(type.name + " " + key + base.baseName.text).inserted else { return }
        record(key: key + base.baseName.text, owner: type.name, at: file.position(of: base))
    }
}
