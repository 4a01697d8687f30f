import SwiftUI

/// The first screen and the app's one NavigationStack, which routes by `Route`.
struct ContentView: View {
    @EnvironmentObject private var dependencies: GardenDependencies
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Plants", value: Route.plants)
            }
            .navigationTitle("Garden")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .plants:
                    PlantListView(viewModel: dependencies.makePlantListViewModel())
                case .plant(let plant):
                    Text(plant.name)
                }
            }
        }
    }
}
