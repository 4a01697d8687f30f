import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Everything the app asks its server goes through here.
nonisolated protocol APIClient: Sendable {
    func data(for request: URLRequest) async throws -> (Data, URLResponse)
}

/// The client over URLSession: the base URL before each request's path (the launch environment's `RECIPES_API_URL`
/// when it has one, as a staging build sets it), the app's name in every request's `X-Recipes-Client` header. The app
/// uses its one shared instance.
nonisolated struct LiveAPIClient: APIClient {
    static let shared = LiveAPIClient(
        baseURL: ProcessInfo.processInfo.environment["RECIPES_API_URL"].flatMap { URL(string: $0) } ?? URL(string: "https://recipes.example.com")!
    )

    /// The header every request carries, so the server knows which app asks.
    static let clientHeader = "X-Recipes-Client"

    let baseURL: URL

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        var request = request
        request.url = URL(string: request.url?.relativeString ?? "/", relativeTo: baseURL)
        request.setValue("Recipes/1.0", forHTTPHeaderField: Self.clientHeader)
        return try await URLSession.shared.data(for: request)
    }
}
