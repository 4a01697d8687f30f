/// A Domain file imports a module other than Foundation (and the standard library's own modules).
struct DomainImportsRule: Rule {
    let description = RuleDescription(
        id: "domain-imports",
        summary: "The Domain layer imports nothing but Foundation.",
        severity: .error,
        passages: [
            "clean": SeedPassage(.clean, "The Three Layers › 1. Domain Layer (Core)", "Domain knows nothing about UI or Data layers", "Pure Swift, no imports except Foundation basics"),
        ],
        hint: "keep UI and framework code in Presentation or Data, behind a protocol the Domain declares",
        triggering: [
            RuleExample("clean", "Sources/App/Domain/Entities/Note.swift", """
            import Foundation
            ↓import SwiftUI

            struct Note {
                let id: UUID
                let tint: Color
            }
            """),
        ],
        nonTriggering: [
            RuleExample("clean", "Sources/App/Domain/UseCases/FetchNotesUseCase.swift", """
            import Foundation

            protocol FetchNotesUseCase {
                func execute() async throws -> [Note]
            }
            """),
            RuleExample("clean", "Sources/App/Presentation/Notes/Views/NotesView.swift", """
            import SwiftUI

            struct NotesView: View {
                var body: some View { Text("Notes") }
            }
            """),
        ]
    )

    /// "Foundation basics": Foundation (and its Linux halves), the standard library, concurrency and Dispatch.
    static let allowed: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "Swift", "_Concurrency", "_StringProcessing",
        "Dispatch",
    ]

    func check(_ project: CheckedProject) -> [Finding] {
        project.files.filter { $0.layer == .domain }.flatMap { file in
            file.facts.imports.filter { !Self.allowed.contains($0.module) }.map { imported in
                description.finding(
                    "the Domain layer imports \(imported.module)", in: project, file: file.path, at: imported.position
                )
            }
        }
    }
}
