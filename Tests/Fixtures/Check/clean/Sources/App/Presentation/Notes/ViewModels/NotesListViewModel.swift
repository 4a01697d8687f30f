import Combine
import Foundation

/// Not a break: it uses the Domain's UseCase protocol, injected.
@MainActor
final class NotesListViewModel: ObservableObject {
    @Published private(set) var notes: [Note] = []
    @Published var error: String?
    private let fetchNotesUseCase: any FetchNotesUseCase

    init(fetchNotesUseCase: any FetchNotesUseCase) {
        self.fetchNotesUseCase = fetchNotesUseCase
    }

    func loadNotes() async {
        do {
            notes = try await fetchNotesUseCase.execute()
        } catch {
            self.error = error.localizedDescription
        }
    }
}
