import NotesDomain
import Observation

@MainActor
@Observable
public final class NotesModel {
    public private(set) var notes: [Note] = []
    // Breaks presentation-repository-access
    private let store: any NoteStore

    public init(store: any NoteStore) {
        self.store = store
    }

    public func load() async {
        notes = (try? await store.all()) ?? []
    }
}
