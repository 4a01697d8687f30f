import Foundation
import SwiftUI

/// The app: its container, made once, and the first screen.
@main
struct PantryApp: App {
    @State private var container = PantryContainer(apiClient: LiveAPIClient(baseURL: URL(string: "https://pantry.example.com")!))

    var body: some Scene {
        WindowGroup {
            RootView(container: container)
        }
    }
}
