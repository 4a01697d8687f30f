import Foundation

/// Where books are kept.
nonisolated protocol BookStoreProtocol: Sendable {
    func books() async -> [Book]
}

/// The books the app starts with; nothing is saved yet.
nonisolated final class BookStore: BookStoreProtocol {
    private let saved: [Book] = []

    func books() async -> [Book] {
        saved
    }
}
