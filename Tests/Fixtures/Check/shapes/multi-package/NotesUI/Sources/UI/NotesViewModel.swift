import Notes
import Observation

@MainActor
@Observable
public final class NotesViewModel {
    public private(set) var notes: [Note] = []
    // Breaks presentation-repository-access
    private let repository: any NoteRepository

    public init(repository: any NoteRepository) {
        self.repository = repository
    }
}
