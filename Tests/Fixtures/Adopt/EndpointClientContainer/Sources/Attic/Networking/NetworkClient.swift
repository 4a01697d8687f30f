import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Everything the app asks its server goes through here.
nonisolated protocol NetworkClient: Sendable {
    /// Sends `endpoint` to the app's server and decodes the answer's body as `T`.
    func request<T: Decodable & Sendable>(_ endpoint: any Endpoint) async throws -> T
}

/// What went wrong with a request, as the app tells it.
nonisolated enum NetworkError: Error, Equatable {
    case status(Int)
    case notHTTP
    case badPath
}

/// The client over URLSession: the endpoint's path and query under the base URL, the app's name in every request's
/// `X-Attic-Client` header, ISO 8601 dates.
nonisolated struct LiveNetworkClient: NetworkClient {
    /// The header every request carries, so the server knows which app asks.
    static let clientHeader = "X-Attic-Client"

    let baseURL: URL
    var session: URLSession = .shared

    func request<T: Decodable & Sendable>(_ endpoint: any Endpoint) async throws -> T {
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
        components?.path = endpoint.path
        components?.queryItems = endpoint.queryItems
        guard let url = components?.url else { throw NetworkError.badPath }
        var request = URLRequest(url: url)
        request.httpMethod = endpoint.method.rawValue
        for (name, value) in endpoint.headers ?? [:] {
            request.setValue(value, forHTTPHeaderField: name)
        }
        request.setValue("Attic/1.0", forHTTPHeaderField: Self.clientHeader)
        request.httpBody = endpoint.body
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw NetworkError.notHTTP }
        guard (200..<300).contains(http.statusCode) else { throw NetworkError.status(http.statusCode) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(T.self, from: data)
    }
}
