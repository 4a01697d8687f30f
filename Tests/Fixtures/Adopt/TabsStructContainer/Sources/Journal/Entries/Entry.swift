import Foundation

/// One journal entry.
nonisolated struct Entry: Identifiable, Hashable, Sendable {
    let id: UUID
    var text: String
}
