import Combine
import Foundation

/// The composition root: stores made on first use, and the view models' factories.
@MainActor
final class GardenDependencies: ObservableObject {
    lazy var plantStore: any PlantStoreProtocol = PlantStore()

    func makePlantListViewModel() -> PlantListViewModel {
        PlantListViewModel(store: plantStore)
    }
}
