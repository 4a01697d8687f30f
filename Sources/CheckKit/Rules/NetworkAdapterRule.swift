import SwiftSyntax

/// URLSession is used only where the document puts the network: by the app's HTTP client (its adapter: a type
/// conforming to a project protocol named as an HTTP client, seed 002's `URLSessionAdapter: HTTPClient`, or a type
/// named as the network layer, `GrocyAPI`, `ImageClient`), and by the types the preset's document gives external
/// systems to — in Clean Architecture anything in Data ("Adapters (URLSession, CoreData, Keychain)"), in layered the
/// repositories and their data sources, in mvvm and features the services (and repositories). Anywhere else (a model,
/// a UseCase, a helper), the request belongs behind the client. Presentation is `presentation-network`'s to report.
///
/// Reported once per type, where it first names URLSession.
final class NetworkAdapterRule: MentionVisitor, Rule {
    static let description = RuleDescription(
        id: "network-adapter",
        summary: "URLSession is used only behind the app's HTTP client (and, per document, by Data, repositories or services).",
        severity: .warning,
        passages: [
            "layered": SeedPassage(.layered, "Repository layer - P1", "Integrate with external systems (EventKit, APIs, UserDefaults)"),
            "clean": SeedPassage(.clean, "The Three Layers › 2. Data Layer (Infrastructure)", "Adapters (URLSession, CoreData, Keychain)"),
            "mvvm": SeedPassage(.mvvm, "MVVM Pattern › ViewModel Layer › Best Practices", "Coordinate with services (persistence, network)"),
            "features": SeedPassage(.features, "MVVM Components › Services › Rules", "Handle all external interactions (CloudKit, authentication, etc.)"),
        ],
        hint: "send the request through the app's HTTP client (the one type that uses URLSession), called from a repository, data source or service",
        triggering: [
            RuleExample("layered", "Sources/App/Models/Movie.swift", """
            struct Movie: Identifiable, Decodable {
                let id: Int
                let posterURL: URL
                func poster() async throws -> Data { try await ↓URLSession.shared.data(from: posterURL).0 }
            }
            """),
            RuleExample("clean", [
                "Sources/App/Data/Network/HTTPClient.swift": "protocol HTTPClient { func send(_ request: URLRequest) async throws -> (Data, URLResponse) }",
                "Sources/App/Support/ImageCache.swift": """
                final class ImageCache {
                    private let session = ↓URLSession(configuration: .default)
                }
                """,
            ]),
            RuleExample("mvvm", "Sources/App/Utilities/Downloader.swift", """
            enum Downloader {
                static func fetch(_ url: URL) async throws -> Data { try await ↓URLSession.shared.data(from: url).0 }
            }
            """),
            RuleExample("features", "Sources/App/Core/Models/Wallet.swift", """
            struct Wallet: Identifiable, Codable {
                let id: UUID
                static func remote(_ id: UUID) async throws -> Data {
                    try await ↓URLSession.shared.data(from: URL(string: "https://example.com/wallets/\\\\(id)")!).0
                }
            }
            """),
        ],
        nonTriggering: [
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
            RuleExample("mvvm", "Sources/App/Services/GitHubAPI.swift", """
            final class GitHubAPI {
                func repositories() async throws -> Data { try await URLSession.shared.data(from: URL(string: "https://api.github.com")!).0 }
            }
            """),
        ]
    )

    /// The roles each preset's document gives external systems to.
    private static let networkRoles: [String: Set<Role>] = [
        "layered": [.repository, .dataSource],
        "mvvm": [.service, .repository, .dataSource],
        "features": [.service, .repository, .dataSource],
        "clean": [],
    ]

    /// Types `presentation-network` reports, or that wire every layer by design.
    private func isElsewhere(_ type: TypeScope) -> Bool {
        [.app, .support, .view, .viewModel, .coordinator].contains(type.role) || (file.preset.name == "clean" && file.layer == .presentation)
    }

    private func isNetworkLayer(_ type: TypeScope) -> Bool {
        if file.preset.name == "clean", file.layer == .data { return true }
        if Self.networkRoles[file.preset.name, default: []].contains(type.role) { return true }
        if Network.isLayerName(type.name) || Network.isClientName(type.name) { return true }
        return type.entry.map { Network.isAdapter($0, in: file) } ?? false
    }

    override func visitType(_ type: TypeScope) -> SyntaxVisitorContinueKind {
        isElsewhere(type) || isNetworkLayer(type) ? (type.declaresTypes ? .visitChildren : .skipChildren) : .visitChildren
    }

    override func mention(_ name: String, at token: TokenSyntax, in type: TypeScope) {
        guard name == "URLSession", !Network.requestTypes.contains(type.name), !isElsewhere(type), !isNetworkLayer(type) else { return }
        let place = file.preset.name == "clean" ? (file.layer.map { "in \($0.title)" } ?? "in no layer") : "a \(type.role.title)"
        report("\(type.name) is \(place) and uses URLSession itself, not behind the app's HTTP client", mentioning: name, at: token)
    }
}
