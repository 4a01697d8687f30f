import Foundation

protocol SyncNotesUseCase: Sendable {
    func execute() async throws
}

final class DefaultSyncNotesUseCase: SyncNotesUseCase {
    func execute() async throws {
        // Breaks usecase-framework-access: the network belongs to Data.
        _ = try await URLSession.shared.data(from: URL(fileURLWithPath: "/"))
    }
}
