import Foundation
import Observation
import SwiftData

/// Keeps the context for its view: the view holding it reaches no store itself.
@Observable
final class NotesViewModel {
    private(set) var notes: [Note] = []
    private let context: ModelContext

    init(context: ModelContext) {
        self.context = context
    }

    func load() {
        notes = (try? context.fetch(FetchDescriptor<Note>(sortBy: [SortDescriptor(\.title)]))) ?? []
    }
}
