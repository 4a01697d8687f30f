// Created by scaffold init. Yours to edit.
import SwiftUI

/// The first screen. Until the app has a feature it shows the app's name; then make it show a feature's
/// screen, made where the app makes its screens (for example `makeWalletListView()`).
struct HomeView: View {
    let title: String

    var body: some View {
        NavigationStack {
            ContentUnavailableView(
                title,
                systemImage: "square.stack.3d.up",
                description: Text("Add a feature with scaffold feature, then show its screen here.")
            )
            .navigationTitle(title)
        }
    }
}
