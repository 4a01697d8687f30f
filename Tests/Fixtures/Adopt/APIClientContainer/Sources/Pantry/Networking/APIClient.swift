import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Everything the app asks its server goes through here.
nonisolated protocol APIClient: Sendable {
    /// Sends `request` under the app's server and hands back the answer as it came.
    func data(for request: URLRequest) async throws -> (Data, URLResponse)
    /// Sends `request` and decodes the answer's body as `T`.
    func send<T: Decodable & Sendable>(_ request: URLRequest) async throws -> T
}

/// What went wrong with a request, as the app tells it.
nonisolated enum APIClientError: Error, Equatable {
    case status(Int)
    case notHTTP
}

/// The client over URLSession: the base URL before each request's path, the app's name in every request's
/// `X-Pantry-Client` header, JSON in ISO 8601 dates.
nonisolated struct LiveAPIClient: APIClient {
    /// The header every request carries, so the server knows which app asks.
    static let clientHeader = "X-Pantry-Client"

    let baseURL: URL
    var session: URLSession = .shared

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        var request = request
        if let path = request.url?.relativeString, !path.hasPrefix("http") {
            request.url = URL(string: path, relativeTo: baseURL)
        }
        request.setValue("Pantry/1.0", forHTTPHeaderField: Self.clientHeader)
        return try await session.data(for: request)
    }

    func send<T: Decodable & Sendable>(_ request: URLRequest) async throws -> T {
        let (data, response) = try await data(for: request)
        guard let http = response as? HTTPURLResponse else { throw APIClientError.notHTTP }
        guard (200..<300).contains(http.statusCode) else { throw APIClientError.status(http.statusCode) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(T.self, from: data)
    }
}
