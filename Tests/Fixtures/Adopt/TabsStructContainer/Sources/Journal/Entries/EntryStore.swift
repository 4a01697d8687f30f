import Foundation

/// Where entries are kept.
nonisolated protocol EntryStoreProtocol: Sendable {
    func entries() async -> [Entry]
}

/// Entries in memory.
actor EntryStore: EntryStoreProtocol {
    private var saved: [Entry] = []

    func entries() -> [Entry] {
        saved
    }
}
