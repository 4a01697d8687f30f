import Foundation

/// A note the user keeps.
nonisolated struct Note: Identifiable, Hashable, Sendable {
    let id: UUID
    var text: String
}
