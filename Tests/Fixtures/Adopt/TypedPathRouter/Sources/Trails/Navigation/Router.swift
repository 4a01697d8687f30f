import Combine

/// Where the app is: the routes pushed on its one NavigationStack, which any screen may change.
@MainActor
final class Router: ObservableObject {
    @Published var path: [Route] = []

    func show(_ route: Route) {
        path.append(route)
    }

    func back() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
