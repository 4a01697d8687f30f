import Observation

/// The stack's path: the routes pushed since the splash.
@MainActor
@Observable
final class Router {
    var path: [Route] = []

    func show(_ route: Route) {
        path.append(route)
    }
}
