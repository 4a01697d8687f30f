import SwiftUI

/// The plants; each opens its own screen.
struct PlantListView: View {
    @State private var viewModel: PlantListViewModel

    init(viewModel: PlantListViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        List(viewModel.plants) { plant in
            NavigationLink(plant.name, value: Route.plant(plant))
        }
        .navigationTitle("Plants")
        .task {
            await viewModel.load()
        }
    }
}
