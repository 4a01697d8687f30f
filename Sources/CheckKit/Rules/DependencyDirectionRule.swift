import SwiftSyntax

/// A type names a type of a layer it must not depend on: Domain names Data or Presentation, Data names
/// Presentation, Presentation names Data.
///
/// Layers come from the layout (or `Domain/`, `Data/`, `Presentation/` folders); the composition root wires
/// every layer and is not checked. A name declared in several layers is too unsure to report. One break is one
/// finding: a type that conforms to a protocol of the same file is not reported again for a name the protocol was
/// reported for (its members implement the requirement that names it). A repository protocol is Domain's boundary
/// (seed 002 lists "Repository Protocols (boundaries)" in Domain): a Domain type naming one is not reported when its
/// file sits in Data's folder.
final class DependencyDirectionRule: MentionVisitor, Rule {
    static let description = RuleDescription(
        id: "dependency-direction",
        rank: 150,
        summary: "Dependencies point inward: Presentation → Domain ← Data.",
        reports: "Domain names (or imports a module of) Data or Presentation, or the network's error declared in shared code (an `Error` named for the API: `APIError`, `NetworkError`, `HTTPError` in no layer; 002 Domain \"Know about databases or APIs\"), Data names Presentation, Presentation names or imports Data; a repository protocol is Domain's boundary wherever its file is — 002 Rule 1",
        severity: .error,
        passages: [
            "clean": SeedPassage(.clean, "Dependency Rules (STRICT) › Rule 1: Dependencies Point Inward", "UI depends on Domain", "Data depends on Domain", "Domain depends on nothing"),
        ],
        hint: "depend on a Domain type instead (an entity, or a protocol the Domain declares and the outer layer implements); wire concrete types in the composition root",
        triggering: [
            // Seed 002's Data layer is "(Infrastructure)"; reported once, on the protocol: the conformer repeats its signature.
            RuleExample("clean", [
                "Sources/App/Infrastructure/Networking/NetworkError.swift": "enum NetworkError: Error { case badStatus(Int) }",
                "Sources/App/Domain/UseCases/LoginUseCase.swift": """
                protocol LoginUseCase {
                    func execute(email: String) async -> Result<Bool, ↓NetworkError>
                }

                final class DefaultLoginUseCase: LoginUseCase {
                    func execute(email: String) async -> Result<Bool, NetworkError> { .success(true) }
                }
                """,
            ]),
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
            RuleExample("clean", [
                "Package.swift": """
                let package = Package(name: "Notes", targets: [
                    .target(name: "NotesData", path: "Sources/Data"),
                    .target(name: "NotesUI", path: "Sources/Presentation"),
                ])
                """,
                "Sources/Data/NoteStore.swift": "final class NoteStore {}",
                "Sources/Presentation/NotesScreen.swift": "import SwiftUI\n↓import NotesData\n\nstruct NotesScreen: View { var body: some View { Text(\"Notes\") } }",
            ]),
            // The network's error in shared code (no layer): Domain answering it knows about the API.
            RuleExample("clean", [
                "Sources/App/Core/Networking/APIError.swift": "enum APIError: Error { case unauthorized, decoding(String) }",
                "Sources/App/Domain/Repositories/PodcastRepository.swift": """
                protocol PodcastRepository {
                    func podcasts() async -> Result<[Podcast], ↓APIError>
                }
                """,
            ]),
        ],
        nonTriggering: [
            // An error of shared code named for no API, and Data answering the network's error.
            RuleExample("clean", [
                "Sources/App/Core/Networking/APIError.swift": "enum APIError: Error { case unauthorized }",
                "Sources/App/Core/Validation/FieldError.swift": "enum FieldError: Error { case empty }",
                "Sources/App/Domain/UseCases/SaveNameUseCase.swift": """
                protocol SaveNameUseCase { func execute(name: String) throws(FieldError) }
                """,
                "Sources/App/Data/Remote/PodcastRemoteData.swift": """
                protocol PodcastRemoteData { func podcasts() async -> Result<[PodcastDTO], APIError> }
                """,
            ]),
            // The repository protocol sits beside its implementation in Data's folder; the UseCase depends on the boundary.
            RuleExample("clean", [
                "Sources/App/Infrastructure/Repository/AuthRepository.swift": """
                protocol AuthRepositoryProtocol {
                    func login(email: String) async throws -> Bool
                }

                final class AuthRepository: AuthRepositoryProtocol {
                    func login(email: String) async throws -> Bool { true }
                }
                """,
                "Sources/App/Domain/UseCases/LoginUseCase.swift": """
                final class LoginUseCase {
                    private let repository: AuthRepositoryProtocol
                    init(repository: AuthRepositoryProtocol) { self.repository = repository }
                    func execute(email: String) async throws -> Bool { try await repository.login(email: email) }
                }
                """,
            ]),
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

    /// The names each type of this file was reported for.
    private var reported: [String: Set<String>] = [:]

    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        file.layer.flatMap { Self.forbidden[$0] } == nil ? .skipChildren : .visitChildren
    }

    /// `import BagData` in Presentation: a module of the repository's packages whose files are in a forbidden layer.
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let layer = file.layer, let forbidden = Self.forbidden[layer], let module = node.path.first?.name.text,
              let targetLayer = file.module(named: module)?.layer, forbidden.contains(targetLayer) else { return .skipChildren }
        report("the \(layer.title) layer imports \(module), a module of \(targetLayer.title)", at: node, subject: module)
        return .skipChildren
    }

    override func visitType(_ type: TypeScope) -> SyntaxVisitorContinueKind {
        type.role == .app || type.role == .support ? (type.declaresTypes ? .visitChildren : .skipChildren) : .visitChildren
    }

    override func mention(_ name: String, at token: TokenSyntax, in type: TypeScope) {
        guard type.role != .app, type.role != .support, let layer = file.layer, let forbidden = Self.forbidden[layer],
              name != type.name, let target = file.type(named: name), !target.isAmbiguous else { return }
        if layer == .domain, target.layer == nil, Network.isErrorOfTheNetwork(target) {
            if type.head.inherited.contains(where: { reported[$0]?.contains(name) == true }) { return }
            reported[type.name, default: []].insert(name)
            report("\(type.name) in Domain names \(name), the network's error (shared code in no layer): Domain knows nothing about APIs", mentioning: name, at: token)
            return
        }
        guard let targetLayer = target.layer, forbidden.contains(targetLayer) else { return }
        // A repository protocol is Domain's boundary wherever its file is (002 Domain: "Repository Protocols
        // (boundaries)", "Domain defines protocols that Data layer implements"): a UseCase holding it depends the way
        // the document draws (Domain ← Data); the folder the protocol sits in is not a dependency of each of its users.
        if layer == .domain, targetLayer == .data, target.kind == .protocol, target.role == .repository { return }
        if type.head.inherited.contains(where: { reported[$0]?.contains(name) == true }) { return }
        reported[type.name, default: []].insert(name)
        report("\(type.name) in \(layer.title) names \(name)\(through(name)) from \(targetLayer.title)", mentioning: name, at: token)
    }
}
