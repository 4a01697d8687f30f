import Foundation

/// The UseCase as a struct of closures: the abstraction itself, as a protocol would be. The composition root
/// passes the live closures, a test passes its own.
struct FetchNotesUseCase {
    var execute: @Sendable () async throws -> [Note]
    var refresh: (@Sendable () async throws -> Void)?
}
