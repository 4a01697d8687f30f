// Created by scaffold. Yours to edit, except between `scaffold:begin` and `scaffold:end` markers:
// `scaffold feature` rewrites those, and adds a feature's regions just before the `scaffold:insert` lines.
import Foundation
import SwiftUI

/// The composition root (seed 002, Rule 5: Composition Root, "All concrete types are wired in ONE place"):
/// each feature's Data layer behind its Domain protocol, its UseCases, and the coordinator that builds its
/// screens. Nothing else creates a concrete type, and there are no singletons (Rule 2); a test or preview
/// makes its own root, with fresh stores, and may assign a feature's repository before its first screen (a
/// preview's sample data).
@MainActor
final class AppDependencies {
    /// The app's navigation: the path of `HomeView`'s NavigationStack, which feature coordinators push onto.
    let appCoordinator = AppCoordinator()

    init() {}

    // scaffold:insert features
}

/// The app's first screen and its one NavigationStack, whose path `AppCoordinator` owns (seed 001,
/// Coordinator Pattern): a button per feature that asks its coordinator to start, and each feature's
/// screens by route, built by its coordinator (seed 002, Coordinator).
struct HomeView: View {
    let title: String
    let dependencies: AppDependencies
    @Bindable private var coordinator: AppCoordinator

    init(title: String, dependencies: AppDependencies) {
        self.title = title
        self.dependencies = dependencies
        _coordinator = Bindable(dependencies.appCoordinator)
    }

    var body: some View {
        NavigationStack(path: $coordinator.path) {
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
