import SwiftUI

/// The first screen people use: the logbook's sections.
struct HomeView: View {
    var body: some View {
        List {
            NavigationLink("Entries", value: Route.entries)
        }
        .navigationTitle("Logbook")
    }
}
