import Foundation
import Observation

@MainActor
@Observable
final class NotesViewModel {
    private(set) var notes: [Note] = []
    private let fetchNotes: FetchNotesUseCase

    init(fetchNotes: FetchNotesUseCase) {
        self.fetchNotes = fetchNotes
    }

    func load() async {
        notes = (try? await fetchNotes.execute()) ?? []
    }
}
