import SwiftUI

/// The app: the dependencies, made once and shared through the environment.
@main
struct GardenApp: App {
    @StateObject private var dependencies = GardenDependencies()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(dependencies)
        }
    }
}
