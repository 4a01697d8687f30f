import Foundation
import SwiftUI

/// The app: its container, made once, and the first screen.
@main
struct AtticApp: App {
    @State private var container = AtticContainer(networkClient: LiveNetworkClient(baseURL: URL(string: "https://attic.example.com")!))

    var body: some Scene {
        WindowGroup {
            RootView(container: container)
        }
    }
}
