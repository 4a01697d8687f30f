import SwiftUI

/// The saved recipes.
struct RecipeListView: View {
    @State private var viewModel: RecipeListViewModel

    init(viewModel: RecipeListViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        List(viewModel.recipes) { recipe in
            NavigationLink(recipe.title, value: recipe)
        }
        .task {
            await viewModel.load()
        }
    }
}
