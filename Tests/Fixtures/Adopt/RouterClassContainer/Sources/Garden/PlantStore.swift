import Foundation

/// Where plants are kept.
nonisolated protocol PlantStoreProtocol: Sendable {
    func plants() async -> [Plant]
}

/// The plants the app starts with; nothing is saved yet.
nonisolated final class PlantStore: PlantStoreProtocol {
    private let saved: [Plant] = []

    func plants() async -> [Plant] {
        saved
    }
}
