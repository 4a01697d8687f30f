import Foundation

/// The app's HTTP client: URLSession is used behind it only.
protocol APIClient {
    func data(from url: URL) async throws -> Data
}

/// Not a break: the adapter is where URLSession belongs.
final class URLSessionAPIClient: APIClient {
    private let session = URLSession.shared
    func data(from url: URL) async throws -> Data { try await session.data(from: url).0 }
}
