// Created by scaffold. Yours to edit, except between `scaffold:begin` and `scaffold:end` markers:
// `scaffold feature` rewrites those, and adds a feature's regions just before the `scaffold:insert` lines.
import Observation
import SwiftUI

/// The app's composition root (seed 004, AppEnvironment: "Container for app-level dependencies", at
/// `App/AppEnvironment.swift`): each feature's repository, and the UseCases, view models and screens made
/// from it. Views read it from the environment (`@Environment(AppEnvironment.self)`); swap a repository here
/// and every screen of its feature sees the swap.
///
/// `@Observable` rather than seed 004's `ObservableObject` with `static let shared`: seed 004 builds on
/// Observation ("@StateObject is for ObservableObject, not @Observable"), so the App owns the one instance
/// as `@State` and places it with `.environment(_:)`, and each test or preview makes its own.
@MainActor
@Observable
final class AppEnvironment {
    init() {}

    // scaffold:insert features
}

/// The app's first screen and its one NavigationStack (seed 001, Coordinator Pattern: `NavigationStack(path:)`
/// at the root, each screen by `navigationDestination(for:)`): a link to each feature, and each feature's
/// screens by route, built from the `AppEnvironment` it reads (seed 004, AppEnvironment: "Access in views").
struct HomeView: View {
    let title: String
    @Environment(AppEnvironment.self) private var environment
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

// The home screen as the app builds it, over the environment's own stores (the canvas runs in a container of its own).
#Preview("Home") {
    HomeView(title: "Demo")
        .environment(AppEnvironment())
}
