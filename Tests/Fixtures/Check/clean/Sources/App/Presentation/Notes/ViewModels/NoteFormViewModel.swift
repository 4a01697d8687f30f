import Combine
import Foundation

@MainActor
final class NoteFormViewModel: ObservableObject {
    @Published var title = ""
    @Published var error: String?
    // Breaks protocol-typed-dependencies: the UI receives the concrete UseCase.
    private let createNote: DefaultCreateNoteUseCase

    init(createNote: DefaultCreateNoteUseCase) {
        self.createNote = createNote
    }

    func save() async {
        // Breaks viewmodel-business-rules: the Domain validates.
        guard title.count <= 100 else {
            error = "The title is too long"
            return
        }
        do {
            _ = try await createNote.execute(title: title)
        } catch {
            self.error = error.localizedDescription
        }
    }
}
