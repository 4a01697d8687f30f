import SwiftSyntax

/// A view model (in Clean Architecture, any Presentation type but a View) reaches a store or the network itself:
/// it names SwiftData's `ModelContext`, Core Data, UserDefaults, the file system or the keychain (and, in Clean
/// Architecture, `URLSession`). Views are `view-data-access`'s to report; repositories are where these belong.
///
/// Reported once per type and name, where the type first names it.
final class PresentationDataAccessRule: MentionVisitor, Rule {
    static let description = RuleDescription(
        id: "presentation-data-access",
        rank: 80,
        summary: "View models (in Clean Architecture, all of Presentation) reach stores and the network only through UseCases and repositories.",
        reports: #"a view model (clean: any Presentation type but a View) names a store — `ModelContext`, Core Data, UserDefaults, FileManager, the keychain — or, in clean, `URLSession` — 000 ViewModel "Data persistence logic", 002 Presentation "Make network requests", "Access database directly""#,
        severity: .error,
        passages: [
            "layered": SeedPassage(.layered, "ViewModel layer - P1", "Prohibited:", "Data persistence logic"),
            "clean": SeedPassage(.clean, "Layer Responsibilities › Presentation Layer", "Make network requests", "Access database directly"),
        ],
        hint: "move the store or network call into a repository (behind a protocol) and reach it through a UseCase",
        triggering: [
            RuleExample("layered", "Sources/App/ViewModels/AddExpenseViewModel.swift", """
            final class AddExpenseViewModel: ObservableObject {
                @Published var title = ""
                private let context: ↓ModelContext
                init(context: ModelContext) { self.context = context }
                func save() { context.insert(Expense(title: title)) }
            }
            """),
            RuleExample("clean", "Sources/App/Presentation/Components/RemoteImage.swift", """
            @Observable
            final class RemoteImageLoader {
                var data = Data()
                init(url: URL) {
                    ↓URLSession.shared.dataTask(with: url) { data, _, _ in }.resume()
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("layered", "Sources/App/ViewModels/AddExpenseViewModel.swift", """
            final class AddExpenseViewModel: ObservableObject {
                @Published var title = ""
                private let addExpense: any AddExpenseUseCaseProtocol
                init(addExpense: any AddExpenseUseCaseProtocol = AddExpenseUseCase()) { self.addExpense = addExpense }
            }
            """),
            RuleExample("clean", "Sources/App/Data/Network/ImageClient.swift", """
            final class ImageClient {
                private let session: URLSession
                init(session: URLSession = .shared) { self.session = session }
            }
            """),
        ]
    )

    private var isClean: Bool { file.preset.name == "clean" }

    private func isChecked(_ type: TypeScope) -> Bool {
        guard type.role != .view, type.role != .app, type.role != .support else { return false }
        if [.viewModel, .coordinator].contains(type.role) { return true }
        return isClean && file.layer == .presentation && type.role == .other
    }

    override func visitType(_ type: TypeScope) -> SyntaxVisitorContinueKind {
        isChecked(type) || type.declaresTypes ? .visitChildren : .skipChildren
    }

    override func mention(_ name: String, at token: TokenSyntax, in type: TypeScope) {
        guard isChecked(type), DataAccess.isPersistenceAPI(name), isClean || name != "URLSession" else { return }
        report("\(type.name) is in Presentation and uses \(name)\(name == "URLSession" ? " (a network request)" : ", a store")", mentioning: name, at: token)
    }
}
