import SwiftUI

final class MovieStore {
    var titles: [String] = []
}

struct MoviesView: View {
    let store: MovieStore

    var body: some View {
        Text("Movies")
    }
}
