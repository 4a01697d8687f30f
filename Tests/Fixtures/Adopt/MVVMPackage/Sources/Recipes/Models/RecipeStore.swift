import Foundation

/// Where recipes are kept.
nonisolated protocol RecipeStoreProtocol: Sendable {
    func recipes() async -> [Recipe]
}

/// Recipes in memory.
actor RecipeStore: RecipeStoreProtocol {
    private var saved: [Recipe] = []

    func recipes() -> [Recipe] {
        saved
    }
}
