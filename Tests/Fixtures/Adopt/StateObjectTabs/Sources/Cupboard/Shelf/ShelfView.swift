import SwiftUI

/// What is on the shelf: a fixed list until the app keeps one.
struct ShelfView: View {
    let staples = ["Flour", "Rice", "Lentils"]

    var body: some View {
        List(staples, id: \.self) { staple in
            Text(staple)
        }
        .navigationTitle("Shelf")
    }
}
