import NotesData
import NotesPresentation
import SwiftUI

/// The composition root: it names the concrete store by design and is never reported.
@main
struct NotesApp: App {
    private let store = InMemoryNoteStore()

    var body: some Scene {
        WindowGroup {
            NotesScreen(model: NotesModel(store: store))
        }
    }
}
