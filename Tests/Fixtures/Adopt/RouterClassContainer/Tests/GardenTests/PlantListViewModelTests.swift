import Foundation
import Testing
@testable import Garden

@MainActor
struct PlantListViewModelTests {
    @Test func loadsNothingFromAnEmptyStore() async {
        let viewModel = PlantListViewModel(store: PlantStore())
        await viewModel.load()
        #expect(viewModel.plants.isEmpty)
    }
}
