import SwiftUI

/// The app: its container, made once, and the tabs.
@main
struct JournalApp: App {
    private let container = JournalContainer(entries: EntryStore())

    var body: some Scene {
        WindowGroup {
            RootView(container: container)
        }
    }
}
