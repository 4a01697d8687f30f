import SwiftUI

// The shape of an app that navigates with a NavigationView of one screen, its view model handed down as an
// environment object (as AndreAlmeida-89/TodoList-MVVM@33cf634 and jackychoi26/SwiftUI-MVVM@3561c28 do).
@main
struct ChoresApp: App {
    @StateObject private var choreListViewModel = ChoreListViewModel()

    var body: some Scene {
        WindowGroup {
            NavigationView {
                ChoreListView()
            }
            .environmentObject(choreListViewModel)
        }
    }
}
