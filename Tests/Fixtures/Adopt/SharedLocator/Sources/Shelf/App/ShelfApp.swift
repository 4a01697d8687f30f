import SwiftUI

/// The app: its first screen is the router; the services are reached through their one shared locator.
@main
struct ShelfApp: App {
    var body: some Scene {
        WindowGroup {
            AppRouter()
        }
    }
}
