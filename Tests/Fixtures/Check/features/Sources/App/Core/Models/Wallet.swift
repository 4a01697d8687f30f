import Foundation

struct Wallet: Identifiable, Codable, Hashable, Sendable {
    let id: UUID
    var name: String
    var ownerIDs: [String]

    var isShared: Bool {
        ownerIDs.count > 1
    }
}
