import SwiftUI

/// The app: the shared state its tabs are selected by, made once; no container, so the App is the composition root.
@main
struct CupboardApp: App {
    @StateObject private var state = AppState()

    var body: some Scene {
        WindowGroup { RootView().environmentObject(state) }
    }
}
