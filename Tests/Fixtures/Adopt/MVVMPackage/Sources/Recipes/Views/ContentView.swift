import SwiftUI

/// The first screen: the recipes, each opening its own screen.
struct ContentView: View {
    var body: some View {
        NavigationStack {
            RecipeListView(viewModel: RecipeListViewModel())
                .navigationTitle("Kitchen")
                .navigationDestination(for: Recipe.self) { recipe in
                    Text(recipe.title)
                }
        }
    }
}
