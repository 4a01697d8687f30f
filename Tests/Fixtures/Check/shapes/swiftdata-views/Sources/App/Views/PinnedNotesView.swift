import SwiftData
import SwiftUI

/// The query is a stored value the initializer builds: no `@Query` to see, only the query built.
struct PinnedNotesView: View {
    private var notes: Query<Note, [Note]>

    init(pinned: Bool) {
        // Breaks view-data-access
        notes = Query(filter: #Predicate<Note> { $0.isPinned == pinned }, sort: \.title)
    }

    var body: some View {
        List(notes.wrappedValue) { Text($0.title) }
    }
}

/// The wrapper and the query built for it in `init` are one access, reported once.
struct ArchivedNotesView: View {
    // Breaks view-data-access
    @Query private var notes: [Note]

    init(archived: Bool) {
        _notes = Query(filter: #Predicate<Note> { $0.isPinned == archived })
    }

    var body: some View {
        List(notes) { Text($0.title) }
    }
}
