import NotesDomain
import SwiftUI

public struct NotesScreen: View {
    @State private var model: NotesModel

    public init(model: NotesModel) {
        _model = State(initialValue: model)
    }

    public var body: some View {
        List(model.notes) { note in Text(note.title) }
            .task { await model.load() }
    }
}
