import SwiftUI

/// The app: its container and the shared state the tabs are selected by, each made once.
@main
struct PantryApp: App {
    @StateObject private var state = AppState()
    private let container = PantryContainer(items: ItemStore())

    var body: some Scene {
        WindowGroup {
            RootView(container: container)
                .environmentObject(state)
        }
    }
}
