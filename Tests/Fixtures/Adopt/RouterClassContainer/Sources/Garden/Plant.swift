import Foundation

/// A plant in the garden.
nonisolated struct Plant: Identifiable, Hashable, Sendable {
    let id: UUID
    var name: String
}
