import SwiftSyntax

/// Business logic reaches a persistence or system framework directly: a UseCase (layered) or any Domain type
/// (clean) names UserDefaults, EventKit, CloudKit, Core Data, SwiftData, URLSession, the file system or the
/// keychain. Repositories are where those live.
final class UseCaseFrameworkAccessRule: MentionVisitor, Rule {
    static let description = RuleDescription(
        id: "usecase-framework-access",
        rank: 60,
        summary: "UseCases (and, in Clean Architecture, all of Domain) reach frameworks only through repositories.",
        reports: #"a UseCase (layered) or any Domain type (clean) names a persistence or system API — 000 UseCase "Direct framework access (EventKit, UserDefaults)", 002 Domain "Know about databases or APIs""#,
        severity: .error,
        passages: [
            "layered": SeedPassage(.layered, "UseCase layer - P1", "Prohibited:", "Direct framework access (EventKit, UserDefaults)"),
            "clean": SeedPassage(.clean, "Layer Responsibilities › Domain Layer", "Know about databases or APIs", "Deal with frameworks"),
        ],
        hint: "move the framework call into a repository (or a data source behind it) and call that from the UseCase",
        triggering: [
            RuleExample("layered", "Sources/App/UseCases/AddReminderUseCase.swift", """
            final class AddReminderUseCase: AddReminderUseCaseProtocol {
                private let store = ↓EKEventStore()
            }
            """),
            RuleExample("clean", "Sources/App/Domain/Entities/Settings.swift", """
            struct Settings {
                var theme: String { ↓UserDefaults.standard.string(forKey: "theme") ?? "system" }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("layered", "Sources/App/Repositories/ReminderRepository.swift", """
            final class ReminderRepository: ReminderRepositoryProtocol {
                private let eventStore: EKEventStore
                init(eventStore: EKEventStore = EKEventStore()) { self.eventStore = eventStore }
            }
            """),
        ]
    )

    /// In Clean Architecture every Domain type is checked; elsewhere the use cases.
    private var checksLayer: Bool { file.preset.name == "clean" }

    override func visitType(_ type: TypeScope) -> SyntaxVisitorContinueKind {
        checksLayer ? (file.layer == .domain ? .visitChildren : .skipChildren) : type.visits([.useCase])
    }

    override func mention(_ name: String, at token: TokenSyntax, in type: TypeScope) {
        guard checksLayer ? file.layer == .domain : type.role == .useCase, DataAccess.isPersistenceAPI(name, in: file) else { return }
        report("\(type.name) \(checksLayer ? "is in Domain" : "is a UseCase") and uses \(name)", mentioning: name, at: token)
    }
}
