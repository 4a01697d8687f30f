import SwiftUI

/// The app's one NavigationStack: it starts on the splash, which shows the home screen as soon as it appears.
struct RootView: View {
    @Bindable var router: Router
    let entries: EntryStore

    var body: some View {
        NavigationStack(path: $router.path) {
            SplashView(router: router)
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .home:
                        HomeView()
                    case .entries:
                        EntryListView(entries: entries.entries)
                    }
                }
        }
    }
}
