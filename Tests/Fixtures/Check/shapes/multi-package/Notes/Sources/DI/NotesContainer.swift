import Notes
import NotesData

/// The component's wiring: it names the concrete types, by design.
public final class NotesContainer {
    // Breaks no-singletons
    public static let shared = NotesContainer()

    public let repository: any NoteRepository = DefaultNoteRepository()
}
