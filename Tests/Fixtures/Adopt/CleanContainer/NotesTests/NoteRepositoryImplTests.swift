import Foundation
import XCTest
@testable import Notes

nonisolated final class NoteRepositoryImplTests: XCTestCase {
    @MainActor
    func testSavedNoteIsFetched() async throws {
        let repository: any NoteRepository = NoteRepositoryImpl()
        let note = Note(id: UUID(), text: "Milk")
        try await repository.save(note)
        let notes = try await repository.fetchAll()
        XCTAssertEqual(notes, [note])
    }
}
