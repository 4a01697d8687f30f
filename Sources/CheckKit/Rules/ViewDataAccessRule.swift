/// A View reaches data itself: it names a repository, a data source or a persistence API.
///
/// Every document keeps data access out of views. Reported once per view and name, where the view first names
/// it (a property's type, a call, `Foo.shared`). `#Preview` blocks are outside the view and are not checked.
struct ViewDataAccessRule: Rule {
    let description = RuleDescription(
        id: "view-data-access",
        summary: "A View does not touch a repository, a data source or a persistence API; its view model does.",
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
        ],
        nonTriggering: [
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
            RuleExample("mvvm", "Sources/App/App/AppViewModels.swift", """
            final class AppViewModels {
                let todoPersistenceManager: any TodoPersistenceManagerProtocol = TodoPersistenceManager.shared
                func makeTodoListView() -> some View { TodoListView() }
            }
            """),
        ]
    )

    func check(_ project: CheckedProject) -> [Finding] {
        project.declarations.filter { $0.role == .view }.flatMap { view in
            view.fact.references.compactMap { reference -> Finding? in
                guard let kind = DataAccess.kind(of: reference.name, in: project) else { return nil }
                return description.finding(
                    "\(view.fact.name) is a View and uses \(reference.name), \(kind)", in: project,
                    file: view.file.path, at: reference.position
                )
            }
        }
    }
}
