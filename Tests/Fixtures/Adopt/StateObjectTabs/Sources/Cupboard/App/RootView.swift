import SwiftUI

/// The first screen: a tab per part of the app, selected through the shared state.
struct RootView: View {
    @EnvironmentObject private var appState: AppState

    var body: some View {
        TabView(selection: $appState.selectedTab) {
            NavigationStack {
                ShelfView()
            }
            .tabItem {
                Label("Shelf", systemImage: "cabinet")
            }
            .tag(AppState.Tab.shelf)

            Button("Back to the shelf") {
                appState.selectedTab = .shelf
            }
            .tabItem {
                Label("Shopping", systemImage: "cart")
            }
            .tag(AppState.Tab.shopping)
        }
    }
}
