import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Everything the app asks its server goes through here.
nonisolated protocol NetworkClient: Sendable {
    /// Sends `request` under the app's server and decodes the answer's body as `T`.
    func send<T: Decodable & Sendable>(_ request: URLRequest) async throws -> T
}

/// What went wrong with a request, as the app tells it.
nonisolated enum NetworkError: Error, Equatable {
    case status(Int)
    case notHTTP
}

/// The client over URLSession: the base URL before each request's path, the app's name in every request's
/// `X-Larder-Client` header, the server's snake-case keys read as Swift names them, ISO 8601 dates.
nonisolated struct LiveNetworkClient: NetworkClient {
    /// The header every request carries, so the server knows which app asks.
    static let clientHeader = "X-Larder-Client"

    let baseURL: URL
    var session: URLSession = .shared

    func send<T: Decodable & Sendable>(_ request: URLRequest) async throws -> T {
        var request = request
        if let path = request.url?.relativeString, !path.hasPrefix("http") {
            request.url = URL(string: path, relativeTo: baseURL)
        }
        request.setValue("Larder/1.0", forHTTPHeaderField: Self.clientHeader)
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw NetworkError.notHTTP }
        guard (200..<300).contains(http.statusCode) else { throw NetworkError.status(http.statusCode) }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(T.self, from: data)
    }
}
