import NotesDomain

public actor InMemoryNoteStore: NoteStore {
    private var notes: [Note] = []

    public init() {}

    public func all() async throws -> [Note] { notes }
}
