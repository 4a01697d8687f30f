import SwiftUI

/// The notes, one row each.
struct NoteListView: View {
    @StateObject private var viewModel: NoteListViewModel

    init(viewModel: @autoclosure @escaping () -> NoteListViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel())
    }

    var body: some View {
        List(viewModel.notes) { note in
            NoteRow(note: note)
        }
        .navigationTitle("Notes")
        .task {
            await viewModel.load()
        }
    }
}
