import Foundation

/// A recipe the user saved.
nonisolated struct Recipe: Identifiable, Hashable, Sendable {
    let id: UUID
    var title: String
}
