import SwiftSyntax

/// A Domain file imports a module other than Foundation (and the standard library's own modules). A module of the
/// repository's own packages is Domain's to import when it is Domain too (another component's entities) or in no
/// layer; one in Data or Presentation is reported (it is also `dependency-direction`'s, and reported once).
final class DomainImportsRule: RuleVisitor, Rule {
    static let description = RuleDescription(
        id: "domain-imports",
        rank: 100,
        summary: "The Domain layer imports nothing but Foundation.",
        reports: #"a Domain file imports anything but Foundation (and the standard library's modules); another package's Domain module (or a project module in no layer) may be imported — 002 "Pure Swift, no imports except Foundation basics""#,
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
            RuleExample("clean", [
                "Package.swift": """
                let package = Package(name: "Shop", targets: [
                    .target(name: "Money", path: "Sources/Money/Domain"),
                    .target(name: "Bag", dependencies: ["Money"], path: "Sources/Bag", sources: ["Domain"]),
                ])
                """,
                "Sources/Bag/Domain/BagItem.swift": "import Foundation\nimport Money\n\nstruct BagItem { let price: Price }",
                "Sources/Money/Domain/Price.swift": "struct Price { let cents: Int }",
            ]),
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

    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        file.layer == .domain ? .visitChildren : .skipChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let module = node.path.first?.name.text, !Self.allowed.contains(module) else { return .skipChildren }
        if let project = file.module(named: module), project.layer == nil || project.layer == .domain { return .skipChildren }
        report("the Domain layer imports \(module)", at: node, subject: module)
        return .skipChildren
    }

    override func visitType(_ type: TypeScope) -> SyntaxVisitorContinueKind { .skipChildren }
}
