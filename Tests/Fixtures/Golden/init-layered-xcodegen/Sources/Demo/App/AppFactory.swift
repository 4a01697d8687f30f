// Created by scaffold. Yours to edit, except between `scaffold:begin` and `scaffold:end` markers:
// `scaffold feature` rewrites those, and adds a feature's regions just before the `scaffold:insert` lines.
import SwiftUI

/// The app's composition root for seed 000's layers. Every initializer keeps its production default
/// (seed 000, Dependency injection: "Provide default values for production implementations"); this small
/// factory is the one place that builds each feature's screens, view models and UseCases from the feature's
/// store, so the app, a preview or a test swaps a store in one assignment and every screen of the feature sees it.
@MainActor
struct AppFactory {
    init() {}

    // scaffold:insert features
}

/// The app's first screen and its one NavigationStack (seed 001, Coordinator Pattern: `NavigationStack(path:)`
/// at the root, each screen by `navigationDestination(for:)`): a link to each feature, and each feature's
/// screens by route, built by the factory.
struct HomeView: View {
    let title: String
    let factory: AppFactory
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            links
                .navigationTitle(title)
                // scaffold:insert routes
        }
    }

    /// A link to each feature's first screen. `SwiftUI.List`, qualified: this text is written once, and the app
    /// may later get an entity of its own called `List`.
    private var links: some View {
        SwiftUI.List {
            // scaffold:insert links
        }
    }
}

// The home screen as the app builds it, over the factory's own stores (the canvas runs in a container of its own).
#Preview("Home") {
    HomeView(title: "Demo", factory: AppFactory())
}
