import Foundation

/// Notes in memory, for as long as the app runs.
actor NoteRepositoryImpl: NoteRepository {
    private var notes: [UUID: Note] = [:]

    func fetchAll() -> [Note] {
        Array(notes.values)
    }

    func save(_ note: Note) {
        notes[note.id] = note
    }
}
