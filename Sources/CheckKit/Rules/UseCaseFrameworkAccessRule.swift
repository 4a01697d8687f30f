/// Business logic reaches a persistence or system framework directly: a UseCase (layered) or any Domain type
/// (clean) names UserDefaults, EventKit, CloudKit, Core Data, SwiftData, URLSession, the file system or the
/// keychain. Repositories are where those live.
struct UseCaseFrameworkAccessRule: Rule {
    let description = RuleDescription(
        id: "usecase-framework-access",
        summary: "UseCases (and, in Clean Architecture, all of Domain) reach frameworks only through repositories.",
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

    func check(_ project: CheckedProject) -> [Finding] {
        let clean = project.preset.name == "clean"
        return project.declarations.filter { declaration in
            clean ? declaration.layer == .domain : declaration.role == .useCase
        }.flatMap { declaration in
            declaration.fact.references.filter { DataAccess.isPersistenceAPI($0.name) }.map { reference in
                description.finding(
                    "\(declaration.fact.name) \(clean ? "is in Domain" : "is a UseCase") and uses \(reference.name)", in: project,
                    file: declaration.file.path, at: reference.position
                )
            }
        }
    }
}
