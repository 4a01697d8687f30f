import SwiftSyntax

/// Presentation makes no network request: a View (any preset) and a view model or coordinator (in Clean
/// Architecture, any Presentation type) do not name URLSession or URLRequest; in the presets whose documents put the
/// network behind the repository (layered: View → ViewModel → UseCase → Repository; clean: Domain's protocols, Data's
/// adapters), a view model does not hold the app's HTTP client either. In mvvm and features a view model calls
/// services, and the app's API client is such a service: only URLSession itself is reported there.
///
/// Seed 001 says it of every pattern too: the repository "Abstracts data sources (network, database, cache)" and a
/// view model does no "Direct database/network" work. Reported once per type and name, where the type first names it.
final class PresentationNetworkRule: MentionVisitor, Rule {
    static let description = RuleDescription(
        id: "presentation-network",
        rank: 5,
        summary: "Views and view models make no network request; the network is behind the repository or service (and the HTTP client).",
        reports: #"a View, view model or coordinator (clean: any Presentation type) names `URLSession` or `URLRequest` (or Alamofire's `AF` or `Session`, in a file importing Alamofire), or a free function in its place (clean: in Presentation; elsewhere, a file the layout gives a View, view model or coordinator) sends requests with `URLSession`; in layered and clean a view model (any View, in every preset) also the app's HTTP client (a type named `…HTTPClient`, `…APIClient`, `…NetworkClient`, `…WebClient`, or conforming to a project protocol so named) — 000 Repository "Integrate with external systems (EventKit, APIs, UserDefaults)", 002 Presentation "Make network requests", 003 ViewModel "Coordinate with services (persistence, network)", 004 ViewModels "Call services for data operations""#,
        severity: .error,
        passages: [
            "layered": SeedPassage(.layered, "Repository layer - P1", "Integrate with external systems (EventKit, APIs, UserDefaults)"),
            "clean": SeedPassage(.clean, "Layer Responsibilities › Presentation Layer", "Make network requests"),
            "mvvm": SeedPassage(.mvvm, "MVVM Pattern › ViewModel Layer › Best Practices", "Coordinate with services (persistence, network)"),
            "features": SeedPassage(.features, "MVVM Components › ViewModels › Rules", "Call services for data operations"),
        ],
        hint: "make the request in a repository, data source or service (through the app's HTTP client) and call it from the view model",
        triggering: [
            RuleExample("layered", [
                "Sources/App/Repositories/APIClient.swift": "protocol APIClient { func send<T: Decodable>(_ request: URLRequest) async throws -> T }",
                "Sources/App/ViewModels/MovieListViewModel.swift": """
                @MainActor
                final class MovieListViewModel: ObservableObject {
                    @Published var movies: [Movie] = []
                    private let client: any ↓APIClient
                    init(client: any APIClient) { self.client = client }
                }
                """,
            ]),
            RuleExample("clean", "Sources/App/Presentation/Movies/MoviePosterLoader.swift", """
            @Observable
            final class MoviePosterLoader {
                var data = Data()
                func load(_ url: URL) async throws {
                    (data, _) = try await ↓URLSession.shared.data(for: URLRequest(url: url))
                }
            }
            """),
            RuleExample("mvvm", "Sources/App/Views/UserListView.swift", """
            struct UserListView: View {
                @State private var users: [User] = []
                var body: some View {
                    List(users) { Text($0.name) }
                        .task { _ = try? await ↓URLSession.shared.data(from: URL(string: "https://example.com/users")!) }
                }
            }
            """),
            RuleExample("features", "Sources/App/Features/Wallet/ViewModels/WalletListViewModel.swift", """
            @MainActor
            @Observable
            final class WalletListViewModel: ViewModel {
                struct State { var wallets: [Wallet] = [] }
                var state = State()
                private let session: ↓URLSession
                init(session: URLSession = .shared) { self.session = session }
            }
            """),
            // View models named for the technology they are built on, sending requests themselves.
            RuleExample("layered", "Sources/App/ViewModel/Alamofire/ContactListViewModelAlamofire.swift", """
            import Alamofire

            final class ContactListViewModelAlamofire: ObservableObject {
                @Published var names: [String] = []
                func load() {
                    ↓AF.request("https://example.com/contacts").response { _ in }
                }
            }
            """),
            RuleExample("layered", "Sources/App/ViewModel/URLSession/ContactDetailViewModelURLSession.swift", """
            final class ContactDetailViewModelURLSession {
                func delete(id: String) {
                    var request = URLRequest(url: URL(string: "https://example.com/contacts/\\(id)")!)
                    request.httpMethod = "DELETE"
                    ↓URLSession.shared.dataTask(with: request) { _, _, _ in }.resume()
                }
            }
            """),
            RuleExample("clean", "Sources/App/Presentation/Common/ImageLoading.swift", """
            func loadImage(from url: URL, completion: @escaping (Data?) -> Void) {
                ↓URLSession.shared.dataTask(with: url) { data, _, _ in completion(data) }.resume()
            }
            """),
            RuleExample("mvvm", "Sources/App/Views/AvatarView.swift", """
            func fetchAvatar(_ url: URL) async throws -> Data {
                try await ↓URLSession.shared.data(from: url).0
            }
            """),
        ],
        nonTriggering: [
            RuleExample("clean", "Sources/App/Presentation/Common/ImageLoading.swift", """
            func avatarURL(for name: String) -> URL? { URL(string: "https://example.com/avatars/\\(name)") }
            func makeImageSession() -> URLSession { URLSession(configuration: .ephemeral) }
            """),
            RuleExample("layered", [
                "Sources/App/Repositories/MovieRepository.swift": """
                final class MovieRepository: MovieRepositoryProtocol {
                    private let session: URLSession
                    init(session: URLSession = .shared) { self.session = session }
                }
                """,
                "Sources/App/ViewModels/MovieListViewModel.swift": """
                @MainActor
                final class MovieListViewModel: ObservableObject {
                    private let repository: any MovieRepositoryProtocol
                    init(repository: any MovieRepositoryProtocol = MovieRepository()) { self.repository = repository }
                }
                """,
            ]),
            // The project's own `Session` (the signed-in user's), in a file that does not import Alamofire.
            RuleExample("layered", "Sources/App/ViewModels/ProfileViewModel.swift", """
            struct Session { let token: String }
            final class ProfileViewModel: ObservableObject {
                @Published var session: Session?
            }
            """),
            RuleExample("mvvm", [
                "Sources/App/Services/APIClient.swift": "struct APIClient { var fetchUsers: () async throws -> [User] }",
                "Sources/App/ViewModels/UserListViewModel.swift": """
                final class UserListViewModel: ObservableObject {
                    @Published var users: [User] = []
                    private let api: APIClient
                    init(api: APIClient) { self.api = api }
                }
                """,
            ]),
        ]
    )

    /// The presets whose documents keep the HTTP client itself out of view models.
    private static let clientPresets: Set<String> = ["layered", "clean"]

    private var isClean: Bool { file.preset.name == "clean" }

    private func isChecked(_ type: TypeScope) -> Bool {
        guard type.role != .app, type.role != .support, !Network.requestTypes.contains(type.name) else { return false }
        if [.view, .viewModel, .coordinator].contains(type.role) { return true }
        return isClean && file.layer == .presentation
    }

    override func visitType(_ type: TypeScope) -> SyntaxVisitorContinueKind {
        isChecked(type) || type.declaresTypes ? .visitChildren : .skipChildren
    }

    /// A free function that sends requests with URLSession where a checked type would be (in clean, Presentation;
    /// elsewhere, a file the layout gives a View's, view model's or coordinator's place): no type holds it, so no
    /// mention is read for it. One finding per function, where it first names URLSession; a function that only builds
    /// a URL, a request or a session is not reported.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if currentType == nil, let body = node.body, let place = Network.presentationPlace(of: file),
           let token = body.tokens(viewMode: .sourceAccurate).first(where: { $0.tokenKind == .identifier("URLSession") }),
           SessionFactory.sendsRequest(in: body) {
            report("\(node.name.text)(…) is a free function \(place) and sends requests with URLSession (a network request)", at: token, subject: "URLSession")
        }
        return super.visit(node)
    }

    override func mention(_ name: String, at token: TokenSyntax, in type: TypeScope) {
        guard isChecked(type), name != type.name else { return }
        let what = type.role == .view ? "a View" : isClean && type.role != .viewModel ? "in Presentation" : "a \(type.role.title)"
        if Network.isRequestType(name, in: file) {
            // A request built and sent (`URLSession` and `URLRequest` in one type) is one use of the network, reported
            // where it is sent (`URLSession.shared.dataTask(with: request)`) however early the request is built.
            if name == "URLRequest", Network.sendsThroughSession(type.node, in: file) { return }
            guard firstMention(of: " network request") else { return }
            report("\(type.name) is \(what) and uses \(name) (a network request)", mentioning: name, at: token)
        } else if type.role == .view || Self.clientPresets.contains(file.preset.name), Network.isClient(name, in: file) {
            report("\(type.name) is \(what) and uses \(name), the app's HTTP client", mentioning: name, at: token)
        }
    }
}
