import Foundation

/// The app's HTTP client: URLSession is used behind it only.
protocol HTTPClient {
    func data(from url: URL) async throws -> Data
}

/// Not a break: the adapter is where URLSession belongs.
struct URLSessionHTTPClient: HTTPClient {
    var session: URLSession = .shared
    func data(from url: URL) async throws -> Data { try await session.data(from: url).0 }
}
