import Foundation

/// Something kept in the pantry.
nonisolated struct Item: Identifiable, Hashable, Sendable {
    let id: UUID
    var name: String
}
