import SwiftUI

/// The first screen: one tab per part of the app.
struct RootView: View {
    let container: JournalContainer

    var body: some View {
        TabView {
            NavigationStack {
                EntryListView(viewModel: container.makeEntryListViewModel())
            }
            .tabItem {
                Label("Entries", systemImage: "book")
            }

            Text(container.greeting)
                .tabItem {
                    Label("Today", systemImage: "sun.max")
                }
        }
    }
}
