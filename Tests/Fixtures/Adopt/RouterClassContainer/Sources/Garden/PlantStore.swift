import Foundation

/// Where plants are kept.
nonisolated protocol PlantStoreProtocol: Sendable {
    func plants() async -> [Plant]
}

/// Plants in memory.
actor PlantStore: PlantStoreProtocol {
    private var saved: [Plant] = []

    func plants() -> [Plant] {
        saved
    }
}
