import Combine
import Foundation

/// An `ObservableObject` view model with `@Published` state, as the `layered` preset generates them.
@MainActor
final class NoteFormModel: ObservableObject {
    @Published var title = ""
    @Published var amount: Decimal = 0
    @Published var count = 0
    @Published var ratio = 0.0
    @Published var due = Date(timeIntervalSince1970: 0)
    @Published var isDone = false
    @Published private(set) var isSaving = false
    @Published var errorMessage: String?

    private var cancellables = Set<AnyCancellable>()
    private(set) var titleChanges: [String] = []

    init() {
        $title
            .sink { [weak self] value in
                self?.titleChanges.append(value)
            }
            .store(in: &cancellables)
    }

    var canSave: Bool { !title.isEmpty && !isSaving }

    func save() async {
        isSaving = true
        defer { isSaving = false }
        if title.count > 50 {
            errorMessage = "Title is too long."
        }
    }
}

/// Settings shared through `.environmentObject(_:)`.
@MainActor
final class AppSettings: ObservableObject {
    @Published var accent = "blue"
}
