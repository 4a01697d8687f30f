import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Everything the app asks its server goes through here.
nonisolated protocol APIClient: Sendable {
    /// Sends `request` and decodes the answer's body as `T`.
    func send<T: Decodable & Sendable>(_ request: URLRequest) async throws -> T
}

/// What went wrong with a request, as the app tells it.
nonisolated enum APIClientError: Error, Equatable {
    case status(Int)
    case notHTTP
}

/// The client over URLSession: the base URL before each request's path, JSON in ISO 8601 dates.
nonisolated struct LiveAPIClient: APIClient {
    let baseURL: URL
    var session: URLSession = .shared

    func send<T: Decodable & Sendable>(_ request: URLRequest) async throws -> T {
        var request = request
        if let path = request.url?.relativeString, !path.hasPrefix("http") {
            request.url = URL(string: path, relativeTo: baseURL)
        }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw APIClientError.notHTTP }
        guard (200..<300).contains(http.statusCode) else { throw APIClientError.status(http.statusCode) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(T.self, from: data)
    }
}
