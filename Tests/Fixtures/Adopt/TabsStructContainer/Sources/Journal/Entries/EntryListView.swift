import SwiftUI

/// The entries, newest first.
struct EntryListView: View {
    @State private var viewModel: EntryListViewModel

    init(viewModel: EntryListViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        List(viewModel.entries) { entry in
            Text(entry.text)
        }
        .navigationTitle("Entries")
        .task {
            await viewModel.load()
        }
    }
}
