import Foundation

/// Not in Data, not the HTTP client: the request belongs behind it.
enum AvatarDownloader {
    static func download(_ url: URL) async throws -> Data {
        // Breaks network-adapter
        try await URLSession.shared.data(from: url).0
    }
}
