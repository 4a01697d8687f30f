import SwiftUI

struct NotesView: View {
    @ObservedObject var viewModel: NotesListViewModel

    var body: some View {
        List(viewModel.notes) { note in
            Text(note.title)
        }
        .task { await viewModel.loadNotes() }
        .onDisappear {
            // Breaks view-data-access: file-system access from the view.
            try? FileManager.default.removeItem(atPath: NSTemporaryDirectory())
        }
    }
}
