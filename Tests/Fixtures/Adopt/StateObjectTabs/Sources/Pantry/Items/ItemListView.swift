import SwiftUI

/// The pantry's items.
struct ItemListView: View {
    @State private var viewModel: ItemListViewModel

    init(viewModel: ItemListViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        List(viewModel.items) { item in
            Text(item.name)
        }
        .navigationTitle("Items")
        .task {
            await viewModel.load()
        }
    }
}
