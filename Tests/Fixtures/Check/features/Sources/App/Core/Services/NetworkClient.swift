import Foundation

/// The app's HTTP client: URLSession is used behind it only.
protocol NetworkClient: Sendable {
    func data(from url: URL) async throws -> Data
}

/// Not a break: the adapter is where URLSession belongs.
struct URLSessionNetworkClient: NetworkClient {
    func data(from url: URL) async throws -> Data { try await URLSession.shared.data(from: url).0 }
}
