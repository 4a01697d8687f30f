import Foundation
import Observation

/// The plant list's state.
@MainActor
@Observable
final class PlantListViewModel {
    private(set) var plants: [Plant] = []
    @ObservationIgnored private let store: any PlantStoreProtocol

    init(store: any PlantStoreProtocol) {
        self.store = store
    }

    func load() async {
        plants = await store.plants()
    }
}
