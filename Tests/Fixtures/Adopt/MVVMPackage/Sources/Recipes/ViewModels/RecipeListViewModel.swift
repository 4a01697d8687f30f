import Foundation
import Observation

/// The recipe list's state.
@MainActor
@Observable
final class RecipeListViewModel {
    private(set) var recipes: [Recipe] = []
    @ObservationIgnored private let store: any RecipeStoreProtocol

    init(store: any RecipeStoreProtocol = RecipeStore()) {
        self.store = store
    }

    func load() async {
        recipes = await store.recipes()
    }
}
