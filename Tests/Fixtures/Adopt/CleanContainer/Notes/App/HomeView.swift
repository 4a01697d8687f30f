import SwiftUI

/// The first screen and the app's one NavigationStack.
struct HomeView: View {
    let container: AppContainer

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Notes") {
                    NoteListView(viewModel: container.makeNoteListViewModel())
                }
                // scaffold:insert links
            }
            .navigationTitle("Notes")
            // scaffold:insert routes
        }
    }
}
