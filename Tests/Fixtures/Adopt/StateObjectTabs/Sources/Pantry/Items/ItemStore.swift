import Foundation

/// Where the pantry's items are kept.
nonisolated protocol ItemStoreProtocol: Sendable {
    func items() async -> [Item]
}

/// The items the app starts with; nothing is saved yet.
nonisolated final class ItemStore: ItemStoreProtocol {
    private let saved: [Item] = []

    func items() async -> [Item] {
        saved
    }
}
