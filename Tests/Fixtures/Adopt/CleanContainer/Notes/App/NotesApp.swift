import SwiftUI

/// The app: one composition root, made once, and the first screen.
@main
struct NotesApp: App {
    private let container = AppContainer()

    var body: some Scene {
        WindowGroup {
            HomeView(container: container)
        }
    }
}
