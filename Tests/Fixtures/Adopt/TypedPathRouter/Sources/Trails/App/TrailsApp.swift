import SwiftUI

/// The app: its container and the router its screens push through, each made once.
@main
struct TrailsApp: App {
    private let container = TrailsContainer()
    @StateObject private var router = Router()

    var body: some Scene {
        WindowGroup {
            RootView(container: container)
                .environmentObject(router)
        }
    }
}
