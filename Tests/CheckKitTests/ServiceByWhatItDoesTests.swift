@testable import CheckKit
import XCTest

/// Issue 34 item 2 (stop 48, fresh47's misses): a class is a network service or a store by what its methods do, not
/// by its name; Realm is a store; a Firestore reference kept in a name is written through it; a `…VM` is a view
/// model. `↓` marks every finding expected (every rule's), so each case also says what stays silent.
final class ServiceByWhatItDoesTests: XCTestCase {
    private func assertFindings(_ files: [String: String], preset: String = "layered", file: StaticString = #filePath, line: UInt = #line) throws {
        try ExampleProject.assertFindingsAtMarkers(files, preset: preset, file: file, line: line)
    }

    /// `MovieNetwork` sends its requests through `Fetching`, whose static session sends them: a view model creating
    /// and keeping it holds a network service as itself. A formatter class, a struct that sends requests (a value),
    /// a class behind a protocol the view model could hold, and a helper declared in the view model's own file stay
    /// silent.
    func testAViewModelKeepingAClassThatSendsRequestsThroughStaticCodeHoldsAConcreteService() throws {
        try assertFindings([
            "Sources/App/Network/Fetching.swift": """
            import Foundation

            struct Fetching {
                private static let session = URLSession(configuration: .default)
                static func getData(_ request: URLRequest, completion: @escaping (Data?) -> Void) {
                    session.dataTask(with: request) { data, _, _ in completion(data) }.resume()
                }
            }
            """,
            "Sources/App/Network/MovieNetwork.swift": """
            import Foundation

            class MovieNetwork {
                func fetchGenres(completion: @escaping (Data?) -> Void) {
                    Fetching.getData(URLRequest(url: URL(string: "https://example.com/genres")!), completion: completion)
                }
            }
            """,
            "Sources/App/Network/TrailerNetwork.swift": """
            import Foundation

            protocol TrailerLoading { func load(id: Int) }
            final class TrailerNetwork: TrailerLoading {
                func load(id: Int) { Fetching.getData(URLRequest(url: URL(string: "https://example.com/\\(id)")!)) { _ in } }
            }
            """,
            "Sources/App/Network/PosterLoader.swift": """
            import Foundation

            struct PosterLoader {
                func load(_ url: URL) { URLSession.shared.dataTask(with: url) { _, _, _ in }.resume() }
            }
            """,
            "Sources/App/Utilities/RuntimeFormatter.swift": """
            import Foundation

            final class RuntimeFormatter {
                func text(minutes: Int) -> String { "\\(minutes / 60)h \\(minutes % 60)m" }
            }
            """,
            "Sources/App/ViewModels/HomeViewModel.swift": """
            import Foundation

            final class HomeViewModel: ObservableObject {
                @Published var genres = Data()
                private var ↓movieNetwork = MovieNetwork()
                private let trailers: TrailerLoading = TrailerNetwork()
                private let posters = PosterLoader()
                private let formatter = RuntimeFormatter()
                private let cache = GenreCache()
                func load() { movieNetwork.fetchGenres { self.genres = $0 ?? Data() } }
            }

            final class GenreCache {
                func fetch() { Fetching.getData(URLRequest(url: URL(string: "https://example.com/cache")!)) { _ in } }
            }
            """,
        ])
    }

    /// A class given to the view model whose own methods call a backend's SDK is a service too, reported once at the
    /// property the initializer fills.
    func testAViewModelGivenAClassThatCallsABackendSDKHoldsAConcreteService() throws {
        try assertFindings([
            "Sources/App/Managers/AccountManager.swift": """
            import FirebaseAuth

            final class AccountManager {
                func signOut() throws { try Auth.auth().signOut() }
            }
            """,
            "Sources/App/ViewModels/SettingsViewModel.swift": """
            final class SettingsViewModel: ObservableObject {
                private let ↓accounts: AccountManager
                init(accounts: AccountManager) { self.accounts = accounts }
                func signOut() { try? accounts.signOut() }
            }
            """,
        ])
    }

    /// Realm is a store like Core Data: a view calling a shared wrapper that keeps one loads from the store itself; a
    /// view handing the wrapper to the view model it builds wires it; the project's own `Realm` (a game's world) is
    /// no store.
    func testAViewCallingAWrapperThatKeepsARealmReachesTheStore() throws {
        try assertFindings([
            "Sources/App/Storage/DataStorage.swift": """
            import RealmSwift

            final class DataStorage {
                static let shared = DataStorage()
                private var realm: Realm?
                private init() { realm = try? Realm() }
                func allGoals() -> [String] { realm?.objects(GoalObject.self).map(\\.name) ?? [] }
            }
            """,
            "Sources/App/Views/GoalsView.swift": """
            import SwiftUI

            struct GoalsView: View {
                @State private var goals: [String] = []
                var body: some View {
                    List(goals, id: \\.self) { Text($0) }
                        .onAppear { goals = ↓DataStorage.shared.allGoals() }
                }
            }
            """,
            "Sources/App/Views/NewGoalButton.swift": """
            import SwiftUI

            struct NewGoalButton: View {
                var body: some View { NavigationLink("New") { NewGoalView(viewModel: NewGoalViewModel(storage: DataStorage.shared)) } }
            }
            """,
        ])
        try assertFindings([
            "Sources/App/Game/Realm.swift": """
            struct Realm { var name: String }
            final class WorldKeeper {
                static let shared = WorldKeeper()
                private var realm: Realm = Realm(name: "Azeroth")
                func title() -> String { realm.name }
            }
            """,
            "Sources/App/Views/WorldView.swift": """
            import SwiftUI

            struct WorldView: View {
                var body: some View { Text(WorldKeeper.shared.title()) }
            }
            """,
        ])
    }

    /// A document reference kept in a name (a local given a reference, a method returning a `DocumentReference`) is
    /// written through it: reported where the type first reaches Firestore. A view model that only reads through a
    /// kept reference is not reported.
    func testAViewModelWritingThroughAKeptDocumentReferenceWritesFirestore() throws {
        try assertFindings([
            "Sources/App/ViewModels/UploadPostViewModel.swift": """
            import Firebase

            final class UploadPostViewModel: ObservableObject {
                func upload(caption: String) {
                    let docRef = reference()
                    ↓docRef.setData(["caption": caption, "id": docRef.documentID])
                }
                private func reference() -> DocumentReference { COLLECTION_POSTS.document() }
            }
            """,
            "Sources/App/ViewModels/AlertsViewModel.swift": """
            import Firebase

            final class AlertsViewModel: ObservableObject {
                static func send(to uid: String) {
                    let docRef = ↓COLLECTION_ALERTS.document(uid).collection("user-alerts").document()
                    docRef.setData(["id": docRef.documentID])
                }
            }
            """,
            "Sources/App/ViewModels/ProfileViewModel.swift": """
            import Firebase

            final class ProfileViewModel: ObservableObject {
                @Published var bio = ""
                func load(uid: String) {
                    let docRef = COLLECTION_USERS.document(uid)
                    docRef.getDocument { snapshot, _ in self.bio = snapshot?.get("bio") as? String ?? "" }
                }
            }
            """,
        ])
    }

    /// `…VM` is a view model's name: one keeping SwiftData's context reaches the store itself, one comparing two
    /// inputs and showing the failure applies a rule, and the view holding either does not reach data.
    func testAVMIsAViewModel() throws {
        try assertFindings([
            "Sources/App/ViewModel/TodoListScreenVM.swift": """
            import SwiftData
            import SwiftUI

            @MainActor
            final class TodoListScreenVM: ObservableObject {
                @Published var modelContext: ↓ModelContext?
                @Published var titles: [String] = []
                func save() { try? modelContext?.save() }
            }
            """,
            "Sources/App/ViewModel/RegisterScreenVM.swift": """
            import SwiftUI

            @MainActor
            final class RegisterScreenVM: ObservableObject {
                @Published var password = ""
                @Published var confirmPassword = ""
                @Published var errorMessage: String?
                func register() {
                    ↓guard password == confirmPassword else {
                        errorMessage = "Passwords don't match"
                        return
                    }
                }
            }
            """,
            "Sources/App/Screen/TodoListScreen.swift": """
            import SwiftUI

            struct TodoListScreen: View {
                @StateObject private var vm = TodoListScreenVM()
                var body: some View { List(vm.titles, id: \\.self) { Text($0) } }
            }
            """,
        ])
    }
}
