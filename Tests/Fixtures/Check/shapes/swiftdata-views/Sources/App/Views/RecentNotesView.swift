import SwiftData
import SwiftUI

struct RecentNotesView: View {
    @Environment(\.dismiss) private var dismiss
    // Breaks view-data-access
    let store = NoteStore.shared
    let viewModel: NotesViewModel

    var body: some View {
        List(viewModel.notes) { Text($0.title) }
            .toolbar {
                Button("Clear") { try? store.deleteAll() }
            }
    }
}
