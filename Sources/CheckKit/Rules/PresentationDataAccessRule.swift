import SwiftSource
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
        reports: #"a view model (clean: any Presentation type but a View) names a store — `ModelContext`, Core Data, Realm, UserDefaults, FileManager, the keychain — or takes a store's context from what keeps it (`PersistenceController.shared.viewContext`, `container.mainContext`), or writes Firestore documents itself (`USERS.document(uid).setData(…)`, `addDocument(data:)`; reported where it first reaches Firestore), or, in clean, `URLSession`; or writes SQL text (`title LIKE '%…%'`); a `…Coordinator` that can show no screen (no SwiftUI/UIKit, outside Presentation) is not one — 000 ViewModel "Data persistence logic", 002 Presentation "Make network requests", "Access database directly""#,
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
            RuleExample("layered", "Sources/App/ViewModels/CafeListViewModel.swift", """
            final class CafeListViewModel: ObservableObject {
                @Published var cafes: [Cafe] = []
                private let repository: any CafeRepositoryProtocol
                init(repository: any CafeRepositoryProtocol) { self.repository = repository }
                func search(_ text: String) async {
                    cafes = await repository.get(where: ↓" title LIKE '%\\(text)%'")
                }
            }
            """),
            // The context taken from a shared controller: the view model creates and saves Core Data objects itself.
            RuleExample("layered", "Sources/App/ViewModels/AddLoanViewModel.swift", """
            final class AddLoanViewModel: ObservableObject {
                @Published var name = ""
                func save() {
                    let loan = Loan(context: PersistenceController.shared.↓viewContext)
                    loan.name = name
                    PersistenceController.shared.save()
                }
            }
            """),
            // Firestore written through a collection kept in a global elsewhere: the view model persists itself.
            RuleExample("layered", "Sources/App/ViewModels/EditProfileViewModel.swift", """
            final class EditProfileViewModel: ObservableObject {
                func saveBio(_ bio: String, uid: String) {
                    ↓COLLECTION_USERS.document(uid).updateData(["bio": bio]) { _ in }
                }
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
            // A `…Coordinator` that can show no screen (no SwiftUI or UIKit, outside Presentation) coordinates a store.
            RuleExample("layered", "Sources/App/Storage/SettingsCoordinator.swift", """
            import Foundation

            final class SettingsCoordinator {
                private let defaults: UserDefaults
                init(defaults: UserDefaults = .standard) { self.defaults = defaults }
                func save(_ value: Data, forKey key: String) { defaults.set(value, forKey: key) }
            }
            """),
            // Text for people, quotes and comparisons included, is no SQL.
            RuleExample("layered", "Sources/App/ViewModels/CafeListViewModel.swift", """
            final class CafeListViewModel: ObservableObject {
                @Published var message = ""
                func explain(_ name: String) {
                    message = name.isEmpty ? "The café's name can't be empty" : "Select \\(name) from the list, or 'Add' to make one"
                }
            }
            """),
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
        if type.role == .viewModel { return true }
        if type.role == .coordinator { return ScreenCoordinator.coordinatesScreens(type, in: file) }
        return isClean && file.layer == .presentation && type.role == .other
    }

    override func visitType(_ type: TypeScope) -> SyntaxVisitorContinueKind {
        // A view model writing Firestore documents itself (`USERS.document(uid).setData(…)`): persistence logic, once
        // per type, where it first reaches Firestore.
        if isChecked(type), let at = BackendSDKs.firestoreWrite(in: type.node), firstMention(of: "Firestore") {
            report("\(type.name) is in Presentation and writes Firestore documents itself (`\(at.trimmedDescription.prefix(60))`), a store", at: at, subject: "Firestore")
        }
        return isChecked(type) || type.declaresTypes ? .visitChildren : .skipChildren
    }

    /// SQL text written in a view model (`" title LIKE '%\(text)%'"` handed to a repository's `get(where:)`): how the
    /// store is queried is decided in Presentation. Once per type, where it is first written.
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        guard let type = currentType, isChecked(type), let sql = SQLText.sql(in: node), firstMention(of: "SQL") else { return .visitChildren }
        report("\(type.name) writes SQL itself (`\(sql.prefix(40))`), persistence logic the store's side should own", at: node, subject: "SQL")
        return .visitChildren
    }

    /// A store's context taken from what keeps it (`PersistenceController.shared.viewContext`, `container.mainContext`,
    /// `stack.newBackgroundContext()`): the view model inserts, saves or deletes through Core Data or SwiftData itself,
    /// whatever the keeper is called and though no store type is named. Once per type with the context's type.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        guard let type = currentType, isChecked(type), let context = Self.takenContexts[node.declName.baseName.text],
              let base = node.base, !ExpressionPaths.path(base).allSatisfy({ $0 == "self" }), firstMention(of: context) else { return .visitChildren }
        report("\(type.name) is in Presentation and takes \(context), a store's context, itself (`\(node.trimmedDescription)`)", at: node.declName, subject: context)
        return .visitChildren
    }

    /// The members a persistent container (or what wraps one) gives its context by, and the context's type.
    private static let takenContexts = [
        "viewContext": "NSManagedObjectContext", "newBackgroundContext": "NSManagedObjectContext", "mainContext": "ModelContext",
    ]

    override func mention(_ name: String, at token: TokenSyntax, in type: TypeScope) {
        guard isChecked(type), DataAccess.isPersistenceAPI(name, in: file), isClean || name != "URLSession" else { return }
        report("\(type.name) is in Presentation and uses \(name)\(name == "URLSession" ? " (a network request)" : ", a store")", mentioning: name, at: token)
    }
}
