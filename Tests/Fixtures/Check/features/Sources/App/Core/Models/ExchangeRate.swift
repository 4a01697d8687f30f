import Foundation

struct ExchangeRate: Identifiable, Codable, Hashable, Sendable {
    let id: String
    let value: Decimal

    static func latest() async throws -> Data {
        // Breaks network-adapter
        try await URLSession.shared.data(from: URL(string: "https://example.com/rates")!).0
    }
}
