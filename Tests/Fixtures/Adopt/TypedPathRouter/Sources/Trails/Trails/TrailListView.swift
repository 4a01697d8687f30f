import SwiftUI

/// Every trail, each opening its own screen.
struct TrailListView: View {
    let trails: [String]

    var body: some View {
        List(trails, id: \.self) { trail in
            NavigationLink(trail, value: Route.trail(trail))
        }
        .navigationTitle("All trails")
    }
}
