import Foundation

struct TodoAttachment: Identifiable, Codable {
    let id: UUID
    let url: URL

    func contents() async throws -> Data {
        // Breaks network-adapter
        try await URLSession.shared.data(from: url).0
    }
}
