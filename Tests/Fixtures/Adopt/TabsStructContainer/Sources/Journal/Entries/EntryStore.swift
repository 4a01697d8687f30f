import Foundation

/// Where entries are kept.
nonisolated protocol EntryStoreProtocol: Sendable {
    func entries() async -> [Entry]
}

/// The entries the app starts with; nothing is saved yet.
nonisolated final class EntryStore: EntryStoreProtocol {
    private let saved: [Entry] = []

    func entries() async -> [Entry] {
        saved
    }
}
