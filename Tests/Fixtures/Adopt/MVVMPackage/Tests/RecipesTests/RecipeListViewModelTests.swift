import Foundation
import Testing
@testable import Recipes

@MainActor
struct RecipeListViewModelTests {
    @Test func loadsNothingFromAnEmptyStore() async {
        let viewModel = RecipeListViewModel(store: RecipeStore())
        await viewModel.load()
        #expect(viewModel.recipes.isEmpty)
    }
}
