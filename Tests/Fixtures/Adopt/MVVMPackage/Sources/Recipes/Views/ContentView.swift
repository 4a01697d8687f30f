import SwiftUI

/// The first screen.
struct ContentView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Recipes") {
                    RecipeListView(viewModel: RecipeListViewModel())
                }
            }
            .navigationTitle("Kitchen")
        }
    }
}
