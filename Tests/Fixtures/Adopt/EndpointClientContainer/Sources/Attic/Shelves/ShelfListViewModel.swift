import Foundation
import Observation

/// The shelves the server holds, loaded when the list appears.
@MainActor
@Observable
final class ShelfListViewModel {
    private(set) var shelves: [Shelf] = []
    private(set) var failed = false
    private let service: ShelfService

    init(service: ShelfService) {
        self.service = service
    }

    func load() async {
        do {
            shelves = try await service.shelves()
            failed = false
        } catch {
            failed = true
        }
    }
}
