import Foundation

/// A book on the shelf.
nonisolated struct Book: Identifiable, Hashable, Sendable {
    let id: UUID
    var title: String
}
