import SwiftUI

@main
struct MoviesApp: App {
    private var diContainer: DIContainer

    init() {
        diContainer = DIContainer()
    }

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                MoviesView(store: diContainer.movieStore)
            }
        }
    }
}
