// Created by scaffold init. Yours to edit.
import Observation
import SwiftUI

/// Owns the app's navigation: the path of the one NavigationStack at the app's root (seed 001, Coordinator
/// Pattern: "Coordinator manages navigation state"). Feature coordinators push their routes here, so no view
/// knows another (seed 002, Coordinator). Written once, yours to extend (deep links, restoration).
@MainActor
@Observable
final class AppCoordinator {
    var path = NavigationPath()

    init() {}

    func show(_ route: some Hashable) {
        path.append(route)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    func popToRoot() {
        path.removeLast(path.count)
    }
}
