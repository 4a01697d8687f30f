import SwiftUI

/// The first screen: a tab per part of the app, selected through the shared state.
struct RootView: View {
    let container: PantryContainer
    @EnvironmentObject private var appState: AppState

    var body: some View {
        TabView(selection: $appState.selectedTab) {
            NavigationStack {
                ItemListView(viewModel: container.makeItemListViewModel())
            }
            .tabItem {
                Label("Items", systemImage: "cabinet")
            }
            .tag(AppState.Tab.items)

            Button("Back to the items") {
                appState.selectedTab = .items
            }
            .tabItem {
                Label("Shopping", systemImage: "cart")
            }
            .tag(AppState.Tab.shopping)
        }
    }
}
