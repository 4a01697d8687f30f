import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The verbs the app's server understands.
nonisolated enum HTTPMethod: String, Sendable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"
}

/// One request to the app's server: where, how, and what it carries. Each screen's service declares its own.
nonisolated protocol Endpoint: Sendable {
    var path: String { get }
    var method: HTTPMethod { get }
    var headers: [String: String]? { get }
    var queryItems: [URLQueryItem]? { get }
    var body: Data? { get }
}

/// What a request leaves out, it does not need.
nonisolated extension Endpoint {
    var headers: [String: String]? { nil }
    var queryItems: [URLQueryItem]? { nil }
    var body: Data? { nil }
}
