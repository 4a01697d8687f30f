import SwiftUI

/// The first screen, under the app's one NavigationStack.
struct RootView: View {
    let container: AtticContainer

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("About") {
                    Text("Everything the attic holds, on the attic's server.")
                }
            }
            .navigationTitle("Attic")
        }
    }
}
