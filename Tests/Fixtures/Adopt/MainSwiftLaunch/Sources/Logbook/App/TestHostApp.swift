import SwiftUI

/// What unit tests run in: a window of its own, so no screen of the logbook loads under them.
struct TestHostApp: App {
    var body: some Scene {
        WindowGroup {
            TestHostView()
        }
    }
}

/// The test host's one screen.
struct TestHostView: View {
    var body: some View {
        NavigationStack {
            Text("Running tests")
        }
    }
}
