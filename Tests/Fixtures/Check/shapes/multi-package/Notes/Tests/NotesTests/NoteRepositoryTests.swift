import XCTest
@testable import NotesData

// Not a break: tests are not checked, whatever they touch.
final class NoteRepositoryTests: XCTestCase {
    func testSaving() async throws {
        let repository = DefaultNoteRepository(defaults: UserDefaults(suiteName: "tests")!)
        try await repository.save(.init(id: UUID(), title: "a", price: .init(cents: 1)))
    }
}
