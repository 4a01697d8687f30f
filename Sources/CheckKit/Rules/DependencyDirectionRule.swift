/// A type names a type of a layer it must not depend on: Domain names Data or Presentation, Data names
/// Presentation, Presentation names Data.
///
/// Layers come from the layout (or `Domain/`, `Data/`, `Presentation/` folders); the composition root wires
/// every layer and is not checked. A name declared in several layers is too unsure to report.
struct DependencyDirectionRule: Rule {
    let description = RuleDescription(
        id: "dependency-direction",
        summary: "Dependencies point inward: Presentation → Domain ← Data.",
        severity: .error,
        passages: [
            "clean": SeedPassage(.clean, "Dependency Rules (STRICT) › Rule 1: Dependencies Point Inward", "UI depends on Domain", "Data depends on Domain", "Domain depends on nothing"),
        ],
        hint: "depend on a Domain type instead (an entity, or a protocol the Domain declares and the outer layer implements); wire concrete types in the composition root",
        triggering: [
            RuleExample("clean", [
                "Sources/App/Data/DTOs/NoteDTO.swift": "struct NoteDTO: Codable { let id: UUID }",
                "Sources/App/Domain/Repositories/NoteRepository.swift": """
                protocol NoteRepository {
                    func fetchAll() async throws -> [↓NoteDTO]
                }
                """,
            ]),
            RuleExample("clean", [
                "Sources/App/Data/Repositories/DefaultNoteRepository.swift": "final class DefaultNoteRepository: NoteRepository {}",
                "Sources/App/Presentation/Notes/ViewModels/NotesListViewModel.swift": """
                final class NotesListViewModel {
                    private let fetchNotes: any FetchNotesUseCase
                    init(fetchNotes: any FetchNotesUseCase = DefaultFetchNotesUseCase(repository: ↓DefaultNoteRepository())) {
                        self.fetchNotes = fetchNotes
                    }
                }
                """,
            ]),
            RuleExample("clean", [
                "Sources/App/Presentation/Notes/NoteUIModel.swift": "struct NoteUIModel { let title: String }",
                "Sources/App/Data/Mappers/NoteMapper.swift": """
                enum NoteMapper {
                    static func uiModel(from dto: NoteDTO) -> ↓NoteUIModel { NoteUIModel(title: dto.title) }
                }
                """,
            ]),
        ],
        nonTriggering: [
            RuleExample("clean", [
                "Sources/App/Domain/Repositories/NoteRepository.swift": "protocol NoteRepository { func fetchAll() async throws -> [Note] }",
                "Sources/App/Domain/Entities/Note.swift": "struct Note { let id: UUID }",
                "Sources/App/Data/Repositories/DefaultNoteRepository.swift": """
                final class DefaultNoteRepository: NoteRepository {
                    func fetchAll() async throws -> [Note] { [] }
                }
                """,
                "Sources/App/App/AppDependencies.swift": """
                final class AppDependencies {
                    let noteRepository: any NoteRepository = DefaultNoteRepository()
                }
                """,
            ]),
        ]
    )

    private static let forbidden: [Layer: Set<Layer>] = [
        .domain: [.data, .presentation],
        .data: [.presentation],
        .presentation: [.data],
    ]

    func check(_ project: CheckedProject) -> [Finding] {
        project.declarations.flatMap { declaration -> [Finding] in
            guard declaration.role != .app, declaration.role != .support, let layer = declaration.layer,
                  let forbidden = Self.forbidden[layer] else { return [] }
            return declaration.fact.references.compactMap { reference in
                guard reference.name != declaration.fact.name, let target = project.types[reference.name], !target.isAmbiguous,
                      let targetLayer = target.layer, forbidden.contains(targetLayer) else { return nil }
                return description.finding(
                    "\(declaration.fact.name) in \(layer.title) names \(reference.name) from \(targetLayer.title)", in: project,
                    file: declaration.file.path, at: reference.position
                )
            }
        }
    }
}

extension Layer {
    /// `Domain`, `Data`, `Presentation`: as the document writes them.
    var title: String {
        switch self {
        case .domain: return "Domain"
        case .data: return "Data"
        case .presentation: return "Presentation"
        case .app: return "the composition root"
        case .tests: return "the tests"
        }
    }
}
