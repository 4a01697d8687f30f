@testable import CheckKit
import XCTest

/// Issue 34 item 2 (stop 42, fresh42's misses): a role read from where a type is declared and what it holds, when
/// its name says none. A concrete type in a UseCases folder that holds a boundary is a UseCase (jackychoi26's
/// `Domain/Usecases/GetDeliveries`); a type that holds an HTTP session is a service (`RestManager` over Alamofire's
/// `Session`). `↓` marks every finding expected; nothing else may be reported.
final class RoleByWhatItDoesTests: XCTestCase {
    private func assertFindings(_ files: [String: String], preset: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let project = ExampleProject(files)
        let findings = try project.check(preset: preset).findings
        XCTAssertEqual(
            Set(findings.map(\.place)), project.expected, findings.map(\.rendered).joined(separator: "\n"), file: file, line: line
        )
    }

    /// The view model holds the concrete `GetDeliveries` (a UseCase by its folder): one finding. The protocol, the
    /// error and the query value kept in the same folder are no UseCases held concretely.
    func testAConcreteTypeInAUseCasesFolderIsAUseCaseAndItsProtocolErrorAndValuesAreNot() throws {
        try assertFindings([
            "Sources/App/Deliveries/Domain/Repositories/DeliveriesRepository.swift": """
            protocol DeliveriesRepository { func deliveries(offset: Int) async throws -> [Delivery] }
            """,
            "Sources/App/Deliveries/Domain/Usecases/GetDeliveries.swift": """
            struct GetDeliveries {
                private let repository: DeliveriesRepository
                init(repository: DeliveriesRepository) { self.repository = repository }
                func execute(offset: Int) async throws -> [Delivery] { try await repository.deliveries(offset: offset) }
            }
            """,
            "Sources/App/Deliveries/Domain/Usecases/FetchFavorites.swift": """
            protocol FetchFavorites { func execute() -> [String] }
            """,
            "Sources/App/Deliveries/Domain/Usecases/DeliveriesError.swift": """
            struct DeliveriesError: Error {
                let repository: DeliveriesRepository
            }
            """,
            "Sources/App/Deliveries/Domain/Usecases/DeliveryQuery.swift": """
            struct DeliveryQuery {
                let offset: Int
                let limit: Int
            }
            """,
            "Sources/App/Deliveries/Presentation/DeliveryListViewModel.swift": """
            import Foundation

            @MainActor
            final class DeliveryListViewModel: ObservableObject {
                @Published var deliveries: [Delivery] = []
                private let ↓getDeliveries: GetDeliveries
                private let fetchFavorites: any FetchFavorites
                private let query: DeliveryQuery
                private let lastError: DeliveriesError?
                init(getDeliveries: GetDeliveries, fetchFavorites: any FetchFavorites, query: DeliveryQuery, lastError: DeliveriesError?) {
                    self.getDeliveries = getDeliveries
                    self.fetchFavorites = fetchFavorites
                    self.query = query
                    self.lastError = lastError
                }
            }
            """,
        ], preset: "clean")
    }

    /// The UseCase holds the concrete `RestManager`, which sends requests through Alamofire's `Session`: one finding.
    /// A cache it also holds sends nothing and is no service.
    func testATypeHoldingAnHTTPSessionIsAServiceAndACacheIsNot() throws {
        try assertFindings([
            "Sources/App/Network/RestManager.swift": """
            import Alamofire
            import Foundation

            final class RestManager {
                private let session: Session
                init() { session = Alamofire.Session(configuration: .default) }
                func fetch<T: Decodable>(url: String) async throws -> T {
                    try await session.request(url).serializingDecodable(T.self).value
                }
            }
            """,
            "Sources/App/Network/AlbumCache.swift": """
            import Foundation

            final class AlbumCache {
                private let storage = NSCache<NSString, NSData>()
                private let limit: Int
                init(limit: Int) { self.limit = limit }
            }
            """,
            "Sources/App/UseCases/GetAlbumUseCase.swift": """
            import Foundation

            final class GetAlbumUseCase {
                private let ↓restManager: RestManager
                private let cache: AlbumCache
                init(restManager: RestManager, cache: AlbumCache) {
                    self.restManager = restManager
                    self.cache = cache
                }
                func invoke() async throws -> [Album] { try await restManager.fetch(url: "albums") }
            }
            """,
        ], preset: "layered")
    }
}
