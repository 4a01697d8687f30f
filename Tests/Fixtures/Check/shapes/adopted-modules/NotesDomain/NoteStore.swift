import Foundation

/// The repository, named as the app names it: a `…Store` (`check.roles` makes `Store` a repository).
public protocol NoteStore: Sendable {
    func all() async throws -> [Note]
}
