import Foundation

struct Wallet: Identifiable, Codable, Hashable, Sendable {
    var id: UUID
    var name: String
    var balance: Decimal
}
