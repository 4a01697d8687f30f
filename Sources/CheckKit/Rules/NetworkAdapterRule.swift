import SwiftSyntax

/// URLSession is used only behind the app's HTTP client: once the project declares an HTTP client protocol (seed
/// 002's `HTTPClient`, an `APIClient`, a `NetworkClient`), the types conforming to it (the adapter, seed 002's
/// `URLSessionAdapter: HTTPClient`) are the only ones that name URLSession; and in Clean Architecture, whose Data
/// layer holds the "Adapters (URLSession, CoreData, Keychain)", URLSession stays in Data (or in an adapter) whether
/// or not a client protocol exists. An app without a client protocol in the other presets keeps its network where
/// its document says (a repository, a service), which this rule does not second-guess. Presentation is
/// `presentation-network`'s to report; the composition root, which makes the session, and tests are not checked.
///
/// Reported once per type, where it first names URLSession.
final class NetworkAdapterRule: MentionVisitor, Rule {
    static let description = RuleDescription(
        id: "network-adapter",
        rank: 145,
        summary: "URLSession is used only behind the app's HTTP client protocol (its adapter); in Clean Architecture, only in Data.",
        reports: #"once the project declares an HTTP client protocol (named `…HTTPClient`, `…APIClient`, `…NetworkClient`, `…WebClient`), a type that does not conform to it names `URLSession` (the adapter is the one place for it); in clean, `URLSession` outside Data and outside an adapter (without a client protocol, a type in no layer implementing one of the app's protocols, not a UseCase), client protocol or not; Presentation is `presentation-network`'s; a free function that sends requests with URLSession where a type would be reported is reported too; a factory that returns sessions and sends no request is wiring — 002 Data "Adapters (URLSession, CoreData, Keychain)", 000 Repository "Integrate with external systems", 003 "Coordinate with services (persistence, network)", 004 Services "Handle all external interactions""#,
        severity: .warning,
        passages: [
            "layered": SeedPassage(.layered, "Repository layer - P1", "Integrate with external systems (EventKit, APIs, UserDefaults)"),
            "clean": SeedPassage(.clean, "The Three Layers › 2. Data Layer (Infrastructure)", "Adapters (URLSession, CoreData, Keychain)"),
            "mvvm": SeedPassage(.mvvm, "MVVM Pattern › ViewModel Layer › Best Practices", "Coordinate with services (persistence, network)"),
            "features": SeedPassage(.features, "MVVM Components › Services › Rules", "Handle all external interactions (CloudKit, authentication, etc.)"),
        ],
        hint: "send the request through the app's HTTP client (its adapter is the one type that uses URLSession); in Clean Architecture keep it in Data",
        triggering: [
            // A free function in shared code sending requests itself.
            RuleExample("clean", "Sources/App/Utils/LoadImage.swift", """
            func loadImage(from url: URL, completion: @escaping (Data?) -> Void) {
                ↓URLSession.shared.dataTask(with: url) { data, _, _ in completion(data) }.resume()
            }
            """),
            RuleExample("layered", [
                "Sources/App/Repositories/HTTPClient.swift": "protocol HTTPClient { func send(_ request: URLRequest) async throws -> (Data, URLResponse) }",
                "Sources/App/Repositories/MovieRepository.swift": """
                final class MovieRepository: MovieRepositoryProtocol {
                    private let session: ↓URLSession
                    init(session: URLSession = .shared) { self.session = session }
                }
                """,
            ]),
            RuleExample("clean", [
                "Sources/App/Data/Network/HTTPClient.swift": "protocol HTTPClient { func send(_ request: URLRequest) async throws -> (Data, URLResponse) }",
                "Sources/App/Support/ImageCache.swift": """
                final class ImageCache {
                    private let session = ↓URLSession(configuration: .default)
                }
                """,
            ]),
            RuleExample("mvvm", [
                "Sources/App/Services/APIClient.swift": "protocol APIClient { func get(_ url: URL) async throws -> Data }",
                "Sources/App/Utilities/Downloader.swift": """
                enum Downloader {
                    static func fetch(_ url: URL) async throws -> Data { try await ↓URLSession.shared.data(from: url).0 }
                }
                """,
            ]),
            RuleExample("features", [
                "Sources/App/Core/Services/NetworkClient.swift": "protocol NetworkClient { func data(for request: URLRequest) async throws -> Data }",
                "Sources/App/Core/Models/Wallet.swift": """
                struct Wallet: Identifiable, Codable {
                    let id: UUID
                    static func remote(_ id: UUID) async throws -> Data {
                        try await ↓URLSession.shared.data(from: URL(string: "https://example.com/wallets")!).0
                    }
                }
                """,
            ]),
        ],
        nonTriggering: [
            // A factory that makes the session and hands it out sends nothing: the adapter it is given to does.
            RuleExample("clean", [
                "Sources/App/Core/Network/NetworkService.swift": "protocol NetworkService { func perform(_ request: URLRequest) async throws -> Data }",
                "Sources/App/Core/Network/SessionProvider.swift": """
                enum SessionProvider {
                    static func makeSession() -> URLSession {
                        let configuration = URLSessionConfiguration.default
                        configuration.timeoutIntervalForRequest = 30
                        return URLSession(configuration: configuration)
                    }
                }
                """,
            ]),
            RuleExample("clean", [
                "Sources/App/Core/Network/NetworkService.swift": "protocol NetworkService { func perform(_ request: URLRequest) async throws -> Data }",
                "Sources/App/Core/Network/URLSessionNetworkService.swift": """
                final class URLSessionNetworkService: NetworkService {
                    private let session = URLSession(configuration: .default)
                    func perform(_ request: URLRequest) async throws -> Data { try await session.data(for: request).0 }
                }
                """,
            ]),
            RuleExample("clean", [
                "Sources/App/Data/Network/HTTPClient.swift": "protocol HTTPClient { func send(_ request: URLRequest) async throws -> (Data, URLResponse) }",
                "Sources/App/Infrastructure/URLSessionAdapter.swift": """
                final class URLSessionAdapter: HTTPClient {
                    private let session: URLSession
                    init(session: URLSession = .shared) { self.session = session }
                    func send(_ request: URLRequest) async throws -> (Data, URLResponse) { try await session.data(for: request) }
                }
                """,
                "Sources/App/Data/DataSources/RemoteNoteDataSource.swift": """
                final class RemoteNoteDataSource {
                    private let client: any HTTPClient
                    init(client: any HTTPClient) { self.client = client }
                }
                """,
                "Sources/App/App/AppDependencies.swift": "final class AppDependencies { let client: any HTTPClient = URLSessionAdapter(session: URLSession.shared) }",
            ]),
            RuleExample("layered", "Sources/App/Repositories/MovieRepository.swift", """
            final class MovieRepository: MovieRepositoryProtocol {
                private let session: URLSession
                init(session: URLSession = .shared) { self.session = session }
            }
            """),
            // A free function sending requests from Data is Data's adapter code.
            RuleExample("clean", "Sources/App/Data/Network/Download.swift", """
            func download(_ url: URL) async throws -> Data { try await URLSession.shared.data(from: url).0 }
            func makeSession() -> URLSession { URLSession(configuration: .ephemeral) }
            """),
            // No HTTP client protocol: the app's network is where its document puts it, and this rule says nothing.
            RuleExample("mvvm", "Sources/App/Services/GitHubAPI.swift", """
            final class GitHubAPI {
                func repositories() async throws -> Data { try await URLSession.shared.data(from: URL(string: "https://api.github.com")!).0 }
            }
            """),
        ]
    )

    private var isClean: Bool { file.preset.name == "clean" }

    /// Types `presentation-network` reports, or that wire every layer by design.
    private func isElsewhere(_ type: TypeScope) -> Bool {
        [.app, .support, .view, .viewModel, .coordinator].contains(type.role) || (isClean && file.layer == .presentation)
    }

    /// Where URLSession may be: the adapter; in Clean Architecture, Data; elsewhere, anywhere while the project has no
    /// HTTP client protocol to keep it behind.
    private func mayUseSession(_ type: TypeScope) -> Bool {
        if type.entry.map({ Network.isAdapter($0, in: file) }) ?? false { return true }
        if Network.isClientName(type.name) { return true }
        if isClean {
            // Without a client protocol, a type in no layer that implements one of the app's protocols with URLSession
            // is that port's adapter (`URLSessionNetworkService: NetworkServiceProtocol` in `core/network`); a UseCase
            // implementing its own protocol is no adapter, nor is anything in Domain.
            return file.layer == .data
                || (file.layer == nil && type.role != .useCase && file.httpClientProtocols().isEmpty
                    && (type.entry.map(implementsProjectProtocol) ?? false))
        }
        return file.httpClientProtocols().isEmpty
    }

    private func implementsProjectProtocol(_ entry: ProjectIndex.Entry) -> Bool {
        entry.isConcrete && entry.inherited.contains { file.type(named: $0)?.kind == .protocol }
    }

    override func visitType(_ type: TypeScope) -> SyntaxVisitorContinueKind {
        isElsewhere(type) || mayUseSession(type) ? (type.declaresTypes ? .visitChildren : .skipChildren) : .visitChildren
    }

    /// A free function (`func loadImage(from url: String, …)` in `Utils/`) that sends requests with URLSession: no
    /// type holds it, so no adapter can be it; where a type there would be reported, so is the function. One finding
    /// per function, where it first names URLSession; a function in the composition root's folder, in tests, or in
    /// Presentation's place (`presentation-network`'s, `Network.presentationPlace`) is not read, nor one that only makes
    /// sessions.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if currentType == nil, let body = node.body, file.layer != .app, file.layer != .tests, Network.presentationPlace(of: file) == nil,
           !(isClean ? file.layer == .data : file.httpClientProtocols().isEmpty),
           let token = body.tokens(viewMode: .sourceAccurate).first(where: { $0.tokenKind == .identifier("URLSession") }),
           SessionFactory.sendsRequest(in: body) {
            let clients = file.httpClientProtocols()
            let message = clients.isEmpty
                ? "\(node.name.text)(…) is a free function \(file.layer.map { "in \($0.title)" } ?? "in no layer") and sends requests with URLSession; Data's adapters do"
                : "\(node.name.text)(…) is a free function that sends requests with URLSession itself, not through \(clients.joined(separator: " or ")), the app's HTTP client"
            report(message, at: token, subject: "URLSession")
        }
        return super.visit(node)
    }

    override func mention(_ name: String, at token: TokenSyntax, in type: TypeScope) {
        guard name == "URLSession", !Network.requestTypes.contains(type.name), !isElsewhere(type), !mayUseSession(type),
              !SessionFactory.isFactory(type) else { return }
        let clients = file.httpClientProtocols()
        let message = clients.isEmpty
            ? "\(type.name) is \(file.layer.map { "in \($0.title)" } ?? "in no layer") and uses URLSession; Data's adapters use it"
            : "\(type.name) uses URLSession itself, not through \(clients.joined(separator: " or ")), the app's HTTP client"
        report(message, mentioning: name, at: token)
    }
}
