import ScaffoldCore

extension ReferencePlanner {
    /// A fresh, empty in-memory store of every other entity the feature's UseCases use — the records a create reads
    /// (`reads:`), the references a delete keeps whole — by entity. An adopted app's previews declare them beside their
    /// own store: the app's container, which holds the real ones, is not theirs to make.
    func previewStores(for useCases: [PlannedUseCase], entity: String) -> [String: String] {
        var stores: [String: String] = [:]
        for other in useCases.flatMap(\.repositories) where other != entity {
            if let spec = project.specs[other] { stores[other] = memoryStore(of: spec) }
        }
        return stores
    }
}
