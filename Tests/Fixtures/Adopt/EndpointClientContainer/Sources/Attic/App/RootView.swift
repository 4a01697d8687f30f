import SwiftUI

/// The first screen and the app's one NavigationStack.
struct RootView: View {
    let container: AtticContainer

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Shelves") {
                    ShelfListView(viewModel: container.makeShelfListViewModel())
                }
            }
            .navigationTitle("Attic")
        }
    }
}
