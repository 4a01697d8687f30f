import SwiftUI

/// The attic's shelves.
struct ShelfListView: View {
    @State var viewModel: ShelfListViewModel

    var body: some View {
        List(viewModel.shelves) { shelf in
            Text(shelf.name)
        }
        .overlay {
            if viewModel.failed {
                Text("The shelves could not be loaded.")
            }
        }
        .navigationTitle("Shelves")
        .task { await viewModel.load() }
    }
}
