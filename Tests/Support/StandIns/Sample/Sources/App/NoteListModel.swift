import Foundation
import Observation

/// An `@Observable` view model, as the `features` preset generates them.
@MainActor @Observable
final class NoteListModel {
    var notes: [Note] = []
    var isLoading = false
    var errorMessage: String?
    var showsError = false

    private let store: any NoteStoring

    init(store: any NoteStoring = FixedNoteStore(notes: [.sample("First")])) {
        self.store = store
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            notes = try await store.all()
        } catch {
            errorMessage = error.localizedDescription
            showsError = true
        }
    }

    func delete(at offsets: IndexSet) {
        notes.remove(atOffsets: offsets)
    }
}

/// An `@Observable` editor bound with `@Bindable`.
@MainActor @Observable
final class NoteEditorModel {
    var title = ""
    var count = 0
}

/// An object placed in the environment with `.environment(_:)`.
@MainActor @Observable
final class NoteSession {
    var userName = "me"
}
