import Foundation
import SwiftUI

/// The app: its container, made once, and the first screen.
@main
struct LarderApp: App {
    @State private var container = LarderContainer(networkClient: LiveNetworkClient(baseURL: URL(string: "https://larder.example.com")!))

    var body: some Scene {
        WindowGroup {
            RootView(container: container)
        }
    }
}
