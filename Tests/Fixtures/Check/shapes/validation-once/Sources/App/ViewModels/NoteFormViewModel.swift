import Foundation

@MainActor
final class NoteFormViewModel: ObservableObject {
    @Published var title = ""
    @Published var errorMessage: String?
    private let repository: any NoteRepositoryProtocol

    init(repository: any NoteRepositoryProtocol) {
        self.repository = repository
    }

    // Breaks viewmodel-business-rules
    private func validateTitle() -> Bool {
        title.count >= 3 && title.count <= 100
    }

    func create() async {
        guard validateTitle() else {
            errorMessage = "A title needs 3 to 100 characters"
            return
        }
        try? await repository.create(Note(id: UUID(), title: title))
    }

    func rename(_ note: Note) async {
        guard validateTitle() else {
            errorMessage = "A title needs 3 to 100 characters"
            return
        }
        var renamed = note
        renamed.title = title
        try? await repository.update(renamed)
    }
}
