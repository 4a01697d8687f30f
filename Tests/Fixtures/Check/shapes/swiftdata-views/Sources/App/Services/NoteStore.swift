import Foundation
import SwiftData

/// The app's store: a service by name, a store by what it keeps.
final class NoteStore {
    static let shared = NoteStore()
    private let context: ModelContext

    init(context: ModelContext = ModelContext(try! ModelContainer(for: Note.self))) {
        self.context = context
    }

    func deleteAll() throws {
        try context.delete(model: Note.self)
    }
}
