@testable import CheckKit
import XCTest

/// Issue 34 item 2 (stop 44, the held-out half's misses): a role named with the technology its variant is built on
/// (`…ViewModelURLSession`, `…ViewModelAlamofire`) is still the role, and such a view model sending requests itself
/// (URLSession, Alamofire's `AF`) is Presentation doing network; a View calling a wrapper of a backend's SDK on its
/// shared instance (`AuthService.shared.signIn(…)` over Firebase Auth) reaches the backend past its view model; a
/// field a view's `body` tests in two places is one finding. `↓` marks every finding expected; nothing else may be
/// reported.
final class VariantRolesAndBackendTests: XCTestCase {
    private func assertFindings(_ files: [String: String], preset: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try ExampleProject.assertFindingsAtMarkers(files, preset: preset, file: file, line: line)
    }

    private func role(of name: String, preset: String = "layered") -> Role? {
        RoleResolver(preset: .named(preset)!).roleFromName(name, nested: false)?.0
    }

    func testARoleNameFollowedByTheTechnologyItIsBuiltOnKeepsTheRole() {
        XCTAssertEqual(role(of: "HomeViewModelURLSession"), .viewModel)
        XCTAssertEqual(role(of: "DetailViewModelAlamofire"), .viewModel)
        XCTAssertEqual(role(of: "SaveViewModelSqlite"), .viewModel)
        XCTAssertEqual(role(of: "NoteRepositoryCoreData"), .repository)
        XCTAssertEqual(role(of: "AuthServiceFirebase"), .service)
        // The technology alone, or after a word that is no role's, gives none; a bare role word stays the pattern's.
        XCTAssertNil(role(of: "URLSession"))
        XCTAssertNil(role(of: "ImageLoaderURLSession"))
        XCTAssertNil(role(of: "ViewModelCombine"))
        // Inside a word it is no technology (`Surrealm` is not a `Realm` variant).
        XCTAssertNil(role(of: "SettingsViewModelSurrealm"))
    }

    func testAnAllCapitalEndingIsARoleOnlyAsAWordOfItsOwn() {
        // After a word in lower case it is the role's; inside an all-capital word, or in lower case, it is no role's.
        let expected: [(name: String, role: Role?)] = [
            ("TodoListScreenVM", .viewModel), ("MovieDTO", .dataTransferObject), ("AppDI", .app),
            ("LLVM", nil), ("AUDI", nil), ("Audi", nil),
        ]
        for (name, role) in expected {
            XCTAssertEqual(self.role(of: name), role, name)
        }
    }

    /// Each view model variant that sends requests itself is reported once, where it first names the request's type;
    /// the Core Data variant and the view holding its view model are not.
    func testViewModelVariantsNamedForTheirTechnologySendingRequestsArePresentationNetwork() throws {
        try assertFindings([
            "Sources/App/View/ContactListView.swift": """
            import SwiftUI

            struct ContactListView: View {
                @StateObject private var viewModel = ContactListViewModelURLSession()
                var body: some View {
                    List(viewModel.names, id: \\.self) { Text($0) }
                        .onAppear { viewModel.load() }
                }
            }
            """,
            "Sources/App/ViewModel/URLSession/ContactListViewModelURLSession.swift": """
            import Foundation

            final class ContactListViewModelURLSession: ObservableObject {
                @Published var names: [String] = []
                func load() {
                    guard let url = URL(string: "https://example.com/contacts") else { return }
                    ↓URLSession.shared.dataTask(with: url) { [weak self] data, _, _ in
                        let names = (try? JSONDecoder().decode([String].self, from: data ?? Data())) ?? []
                        DispatchQueue.main.async { self?.names = names }
                    }.resume()
                }
            }
            """,
            "Sources/App/ViewModel/Alamofire/ContactDetailViewModelAlamofire.swift": """
            import Alamofire
            import Foundation

            final class ContactDetailViewModelAlamofire {
                func update(id: String, name: String) {
                    ↓AF.request("https://example.com/contacts/update", method: .post, parameters: ["id": id, "name": name]).response { _ in }
                }
            }
            """,
            "Sources/App/ViewModel/CoreData/ContactListViewModelCoreData.swift": """
            import Foundation

            final class ContactListViewModelCoreData: ObservableObject {
                @Published var names: [String] = []
                func add(_ name: String) { names.append(name) }
            }
            """,
        ], preset: "layered")
    }

    /// The views call the SDK's wrapper on its shared instance: one finding per view and wrapper (at its first call of
    /// a method reaching the backend), whether the method calls the entry point or a client it keeps. A view asking
    /// it for what needs no backend, and the view model calling it, are not reported.
    func testAViewCallingABackendSDKsWrapperOnItsSharedInstanceReachesTheBackend() throws {
        let authService = """
            import FirebaseAuth

            final class AuthService {
                static let shared = AuthService()
                private init() {}
                func signIn(email: String, password: String) async throws {
                    _ = try await Auth.auth().signIn(withEmail: email, password: password)
                }
                func signUp(email: String, password: String) async throws {
                    _ = try await Auth.auth().createUser(withEmail: email, password: password)
                }
                func greeting(for name: String) -> String { "Welcome, \\(name)" }
            }
            """
        try assertFindings([
            "Sources/App/Services/AuthService.swift": authService,
            "Sources/App/Services/WatchlistService.swift": """
            import FirebaseFirestore

            final class WatchlistService {
                static let shared = WatchlistService()
                private let db = Firestore.firestore()
                func add(movieID: Int, for user: String) {
                    db.collection("watchlists").document(user).setData(["movies": FieldValue.arrayUnion([movieID])], merge: true)
                }
            }
            """,
            "Sources/App/Views/SignInView.swift": """
            import SwiftUI

            struct SignInView: View {
                @State private var email = ""
                @State private var password = ""
                var body: some View {
                    VStack {
                        Text(AuthService.shared.greeting(for: email))
                        Button("Sign in") { signIn() }
                        Button("Create account") { Task { try? await ↓AuthService.shared.signUp(email: email, password: password) } }
                    }
                }
                private func signIn() {
                    Task { try? await AuthService.shared.signIn(email: email, password: password) }
                }
            }
            """,
            "Sources/App/Views/MovieDetailView.swift": """
            import SwiftUI

            struct MovieDetailView: View {
                let movieID: Int
                let user: String
                var body: some View {
                    Button("Add to watchlist") { ↓WatchlistService.shared.add(movieID: movieID, for: user) }
                }
            }
            """,
            "Sources/App/ViewModels/ProfileViewModel.swift": """
            import Foundation

            @MainActor
            final class ProfileViewModel: ObservableObject {
                func signIn(email: String, password: String) async throws {
                    try await AuthService.shared.signIn(email: email, password: password)
                }
            }
            """,
        ], preset: "mvvm")
    }

    /// A view calling Firebase's services itself: one finding per service, where first called; the view model doing
    /// the same is not the view's rule's (and a store the layered document leaves to it).
    func testAViewCallingABackendSDKsEntryPointItselfUsesTheBackend() throws {
        let accountView = """
            import FirebaseAuth
            import FirebaseFirestore
            import SwiftUI

            struct AccountView: View {
                @State private var nickname = ""
                var body: some View {
                    Form {
                        TextField("Nickname", text: $nickname)
                        Button("Save") { save() }
                        Button("Sign out") { try? ↓Auth.auth().signOut() }
                    }
                }
                private func save() {
                    guard let uid = Auth.auth().currentUser?.uid else { return }
                    ↓Firestore.firestore().collection("users").document(uid).setData(["nickname": nickname])
                    Firestore.firestore().collection("log").addDocument(data: ["event": "nickname"])
                }
            }
            """
        try assertFindings([
            "Sources/App/Views/AccountView.swift": accountView,
            "Sources/App/ViewModels/AccountViewModel.swift": """
            import FirebaseAuth

            final class AccountViewModel: ObservableObject {
                func signOut() { try? Auth.auth().signOut() }
            }
            """,
        ], preset: "layered")
    }

    /// An `Auth` the project declares itself, in files importing no SDK, is no backend: neither calling it nor a wrapper
    /// of it is reported.
    func testTheProjectsOwnAuthTypeIsNoBackendSDK() throws {
        try assertFindings([
            "Sources/App/Services/Auth.swift": """
            final class Auth {
                static func auth() -> Auth { Auth() }
                func signIn(name: String) -> Bool { !name.isEmpty }
            }
            """,
            "Sources/App/Services/SessionService.swift": """
            final class SessionService {
                static let shared = SessionService()
                func signIn(name: String) -> Bool { Auth.auth().signIn(name: name) }
            }
            """,
            "Sources/App/Views/NameView.swift": """
            import SwiftUI

            struct NameView: View {
                @State private var name = ""
                var body: some View {
                    Button("Go") { _ = SessionService.shared.signIn(name: name) }
                    Button("Check") { _ = Auth.auth().signIn(name: name) }
                }
            }
            """,
        ], preset: "mvvm")
    }

    /// A theme kept in one shared instance (colours, a font size, the chosen scheme in `@AppStorage`) is presentation
    /// state: views reading it reach no data. Seed 002's Rule 2 still reports the singleton itself, in clean only.
    func testAThemeSingletonIsNoDataAccessAndOnlyCleanReportsTheSingleton() throws {
        let files = [
            "Sources/App/Theme/ThemeManager.swift": """
            import SwiftUI

            final class ThemeManager: ObservableObject {
                static let ↓shared = ThemeManager()
                @AppStorage("scheme") var scheme: String = "system"
                @Published var accent: Color = .orange
                @Published var bodySize: CGFloat = 17
                func toggle() { scheme = scheme == "dark" ? "light" : "dark" }
            }
            """,
            "Sources/App/Views/SettingsView.swift": """
            import SwiftUI

            struct SettingsView: View {
                @ObservedObject private var theme = ThemeManager.shared
                var body: some View {
                    Button("Switch theme") { ThemeManager.shared.toggle() }
                        .tint(theme.accent)
                        .font(.system(size: theme.bodySize))
                }
            }
            """,
        ]
        try assertFindings(files, preset: "clean")
        let unmarked = files.mapValues { $0.replacingOccurrences(of: "↓", with: "") }
        for preset in ["layered", "mvvm", "features"] { try assertFindings(unmarked, preset: preset) }
    }

    /// An observable class that keeps what a container hands it by type (Swinject's `resolver.resolve(…)!`) holds that
    /// type: holding a repository so makes it a view model, whose own UserDefaults is then a store in Presentation.
    func testATypeAskedOfAContainerIsHeldAsIfWritten() throws {
        try assertFindings([
            "Sources/App/Repositories/SettingsRepository.swift": """
            protocol SettingsRepository { func load() -> [String: Bool] }
            """,
            "Sources/App/Screens/SettingsStore.swift": """
            import Swinject

            final class SettingsStore: ObservableObject {
                @Published var flags: [String: Bool] = [:]
                private let resolver: Resolver
                private lazy var repository = resolver.resolve(SettingsRepository.self)!
                init(resolver: Resolver) { self.resolver = resolver }
                func load() {
                    flags = repository.load()
                    ↓UserDefaults.standard.set(true, forKey: "loaded")
                }
            }
            """,
        ], preset: "layered")
    }

    /// The body tests the email in two places before showing the error: one finding for the field, at its first test;
    /// the password, tested once, is another.
    func testAFieldTheBodyTestsTwiceIsOneFinding() throws {
        try assertFindings([
            "Sources/App/Views/RegisterView.swift": """
            import SwiftUI

            struct RegisterView: View {
                let submit: (String, String) -> Void
                @State var email = ""
                @State var errorMessage = ""
                @State var password = ""
                var body: some View {
                    VStack {
                        TextField("Email", text: $email)
                        SecureField("Password", text: $password)
                        Text(errorMessage)
                        Button("Sign up") {
                            ↓if email.isEmpty {
                                errorMessage = "Enter your email"
                            } else if !email.contains("@") {
                                errorMessage = "Enter a valid email"
                            } else {
                                submit(email, password)
                            }
                        }
                        Button("Check password") {
                            ↓if password.count < 6 {
                                errorMessage = "The password needs 6 characters"
                            }
                        }
                    }
                }
            }
            """,
        ], preset: "mvvm")
    }
}
