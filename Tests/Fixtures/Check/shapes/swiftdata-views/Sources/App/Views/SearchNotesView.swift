import SwiftData
import SwiftUI

struct SearchNotesView: View {
    @State private var text = ""
    @State private var notes: [Note] = []
    // Breaks view-data-access
    @AppStorage("lastSearch") private var lastSearch = ""
    /// Naming the query type is no fetch: the closure is the caller's.
    let makeQuery: (String) -> Query<Note, [Note]>

    var body: some View {
        List(notes) { Text($0.title) }
            .searchable(text: $text)
            .background { ResultsView(query: makeQuery(text)) { notes = $0 } }
    }
}

private struct ResultsView: View {
    // Breaks view-data-access
    @Query var found: [Note]
    let results: ([Note]) -> Void

    init(query: Query<Note, [Note]>, results: @escaping ([Note]) -> Void) {
        _found = query
        self.results = results
    }

    var body: some View {
        Color.clear.onChange(of: found, initial: true) { results(found) }
    }
}
