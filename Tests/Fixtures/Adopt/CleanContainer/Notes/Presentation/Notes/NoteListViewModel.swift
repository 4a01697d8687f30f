import Combine
import Foundation

/// The notes screen's state.
@MainActor
final class NoteListViewModel: ObservableObject {
    @Published private(set) var notes: [Note] = []
    @Published private(set) var errorMessage: String?
    private let fetchNotes: any FetchNotesUseCase

    init(fetchNotes: any FetchNotesUseCase) {
        self.fetchNotes = fetchNotes
    }

    func load() async {
        do {
            notes = try await fetchNotes.execute()
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}
