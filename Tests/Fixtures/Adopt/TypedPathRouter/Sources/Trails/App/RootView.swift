import SwiftUI

/// The first screen and the app's one NavigationStack, whose path is the router's list of routes.
struct RootView: View {
    let container: TrailsContainer
    @EnvironmentObject private var router: Router

    var body: some View {
        NavigationStack(path: $router.path) {
            List {
                NavigationLink("Trails", value: Route.trails)
                Button("Today's walk") {
                    router.show(.trail(container.trailStore.trails[0]))
                }
            }
            .navigationTitle("Trails")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .trails:
                    TrailListView(trails: container.trailStore.trails)
                case .trail(let name):
                    Text(name)
                }
            }
        }
    }
}
