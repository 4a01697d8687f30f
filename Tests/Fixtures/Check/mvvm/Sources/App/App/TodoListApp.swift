import SwiftUI

/// Not a break: the App creates the view model and injects it into the environment.
struct TodoListApp: App {
    @StateObject private var viewModel = TodoViewModel()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(viewModel)
        }
    }
}
