import Foundation

/// The composition root as a service locator: one instance for the whole app, which screens reach through `shared`
/// instead of holding it.
@MainActor
final class ServiceContainer {
    static let shared = ServiceContainer()

    let bookStore: any BookStoreProtocol = BookStore()

    private init() {}

    func makeBookListViewModel() -> BookListViewModel {
        BookListViewModel(store: bookStore)
    }
}
