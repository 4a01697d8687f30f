import Foundation

struct WalletIcon: Identifiable, Codable {
    let id: UUID
    let url: URL

    func download() async throws -> Data {
        // Breaks network-adapter
        try await URLSession.shared.data(from: url).0
    }
}
