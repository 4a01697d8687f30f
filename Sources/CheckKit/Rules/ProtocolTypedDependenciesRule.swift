import SwiftSource
import SwiftSyntax

/// A type holds (or takes in its initializer) a concrete repository, UseCase, data source or service where the
/// project has a protocol for it; or a view model, UseCase or coordinator holds one for which no protocol exists.
///
/// "Concrete" means a class, struct or actor of the project. Where it conforms to one of the project's protocols
/// whose role is a boundary (repository, UseCase, data source, service), the message names the protocol; where it
/// conforms to none, a view model, UseCase or coordinator holding it crosses a boundary no protocol marks (a
/// Domain interactor holding `LoginRepositoryImpl`), and the message says to declare one. A repository holding
/// its own data source is not a boundary. The composition root builds concrete types by design, and a type's own
/// extensions may name it. A class of no role is a service by what it does (it sends requests, keeps a store or
/// reaches one through static code), read from the records view-data-access keeps for every type (`check(records:)`).
final class ProtocolTypedDependenciesRule: RuleVisitor, Rule {
    static let description = RuleDescription(
        id: "protocol-typed-dependencies",
        rank: 90,
        summary: "Dependencies are held and injected as their protocol, not as the concrete type.",
        reports: #"a stored property or initializer parameter has a concrete project type where the project has a repository/UseCase/data-source/service protocol that offers what the holder uses; or a view model, UseCase or coordinator holds a concrete repository, UseCase, data source or service for which no protocol exists (a Domain interactor holding `LoginRepositoryImpl`). A struct or class whose stored properties are all closures (`struct FetchNotesUseCase { var execute: () async throws -> [Note] }`) is an abstraction, as a protocol is, and a generic parameter (or a type alias the type declares) is no type; a property wrapper given a container's key path (`@Injected(\.fetchNotesUseCase) var fetchNotesUseCase`, no type written) holds what an extension declares the key gives (`var fetchNotesUseCase: Factory<FetchNotesUseCase>`), and a property kept from a container asked by type (Swinject's `resolver.resolve(DefaultFetchNotesUseCase.self)!`) holds the type asked for; a helper with no role in no layer (shared code) is not read. A view model or UseCase holding a concrete class of no role that no protocol declares is also reported when the class is a service by what it does: its methods send requests (URLSession, a backend's SDK), or it keeps a store or reaches one through the static code it calls (`private var network = MovieNetwork()`, whose methods call `Fetching.getData(…)`, whose static session sends them); a class declared in the holder's file, a screen's controller, delegate, document or view, and a class that only reads or writes files are not — 000 "Use protocol types for dependencies", 002 Rule 4"#,
        severity: .error,
        passages: [
            "layered": SeedPassage(.layered, "Dependency injection - P1", "All dependencies are injected through initializers", "Use protocol types for dependencies"),
            "clean": SeedPassage(.clean, "Dependency Rules (STRICT) › Rule 4: Protocols for Boundaries", "// Domain defines protocol", "// UI receives protocol"),
        ],
        hint: "declare the property and the initializer parameter with the protocol's type; keep the concrete type as the default value or in the composition root",
        triggering: [
            RuleExample("layered", [
                "Sources/App/Repositories/WalletRepositoryProtocol.swift": "protocol WalletRepositoryProtocol { func fetchAll() async throws -> [Wallet] }",
                "Sources/App/Repositories/WalletRepository.swift": "actor WalletRepository: WalletRepositoryProtocol { func fetchAll() -> [Wallet] { [] } }",
                "Sources/App/ViewModels/WalletListViewModel.swift": """
                @MainActor
                final class WalletListViewModel: ObservableObject {
                    private let ↓repository: WalletRepository
                    init(repository: WalletRepository = WalletRepository()) { self.repository = repository }
                }
                """,
            ]),
            RuleExample("layered", [
                "Sources/App/Repositories/LoginRepositoryImpl.swift": "final class LoginRepositoryImpl { func login() async throws {} }",
                "Sources/App/UseCases/LoginInteractor.swift": """
                final class LoginInteractor {
                    private let ↓repository: LoginRepositoryImpl
                    init(repository: LoginRepositoryImpl) { self.repository = repository }
                }
                """,
            ]),
            RuleExample("clean", [
                "Sources/App/Domain/UseCases/FetchNotesUseCase.swift": """
                protocol FetchNotesUseCase { func execute() async throws -> [Note] }
                final class DefaultFetchNotesUseCase: FetchNotesUseCase { func execute() async throws -> [Note] { [] } }
                """,
                "Sources/App/Presentation/Notes/ViewModels/NotesListViewModel.swift": """
                final class NotesListViewModel {
                    init(↓fetchNotes: DefaultFetchNotesUseCase) {}
                }
                """,
            ]),
            // A wrapper given a container's key path holds what the key gives (Factory's `Factory<FetchNotesUseCase>`).
            RuleExample("clean", [
                "Sources/App/Domain/UseCases/FetchNotesUseCase.swift": "struct FetchNotesUseCase { func execute() async throws -> [Note] { [] } }",
                "Sources/App/DI/Container+UseCases.swift": """
                import Factory
                extension Container {
                    var fetchNotesUseCase: Factory<FetchNotesUseCase> { Factory(self) { FetchNotesUseCase() } }
                }
                """,
                "Sources/App/Presentation/Notes/ViewModels/NotesListViewModel.swift": """
                import Factory
                final class NotesListViewModel: ObservableObject {
                    @Injected(\\.fetchNotesUseCase) var ↓fetchNotesUseCase
                }
                """,
            ]),
            // A container asked by type (Swinject) hands over the type asked for: here the concrete UseCase.
            RuleExample("clean", [
                "Sources/App/Domain/UseCases/FetchNotesUseCase.swift": """
                protocol FetchNotesUseCase { func execute() async throws -> [Note] }
                final class DefaultFetchNotesUseCase: FetchNotesUseCase { func execute() async throws -> [Note] { [] } }
                """,
                "Sources/App/Presentation/Notes/ViewModels/NotesListViewModel.swift": """
                import Swinject
                final class NotesListViewModel: ObservableObject {
                    private let resolver: Resolver
                    private lazy var ↓fetchNotes = resolver.resolve(DefaultFetchNotesUseCase.self)!
                    init(resolver: Resolver) { self.resolver = resolver }
                }
                """,
            ]),
            // A class of no role is a network service by what it does: its methods send through `Fetching`'s session.
            RuleExample("layered", [
                "Sources/App/Network/Fetching.swift": """
                enum Fetching {
                    private static let session = URLSession(configuration: .default)
                    static func get(_ url: URL) async throws -> Data { try await session.data(from: url).0 }
                }
                """,
                "Sources/App/Network/MovieNetwork.swift": """
                final class MovieNetwork {
                    func genres() async throws -> Data { try await Fetching.get(URL(string: "https://example.com/genres")!) }
                }
                """,
                "Sources/App/ViewModels/HomeViewModel.swift": """
                final class HomeViewModel: ObservableObject {
                    private let ↓network = MovieNetwork()
                }
                """,
            ]),
        ],
        nonTriggering: [
            // A class that does no network or store work (a formatter), and a screen's controller, are no services.
            RuleExample("layered", [
                "Sources/App/Utilities/PriceFormatter.swift": "final class PriceFormatter { func text(_ cents: Int) -> String { \"\\(cents / 100)\" } }",
                "Sources/App/Screens/ShareController.swift": """
                final class ShareController: UIViewController {
                    func share() { URLSession.shared.dataTask(with: URL(string: "https://example.com")!).resume() }
                }
                """,
                "Sources/App/ViewModels/CartViewModel.swift": """
                final class CartViewModel: ObservableObject {
                    private let formatter = PriceFormatter()
                    private let share = ShareController()
                }
                """,
            ]),
            // The container asked for the protocol: the view model holds the abstraction.
            RuleExample("clean", [
                "Sources/App/Domain/UseCases/SaveNoteUseCase.swift": "protocol SaveNoteUseCase { func execute(_ text: String) async throws }",
                "Sources/App/Presentation/Notes/ViewModels/NoteEditorViewModel.swift": """
                import Swinject
                @MainActor
                final class NoteEditorViewModel: ObservableObject {
                    @Published var text = ""
                    private let saveNote = Container.shared.resolve(SaveNoteUseCase.self, name: "local")!
                    func save() async throws { try await saveNote.execute(text) }
                }
                """,
            ]),
            // A helper of shared code (no role, no layer) wrapping the cache service it sits beside.
            RuleExample("clean", "Sources/App/Shared/Cache/CacheService.swift", """
            protocol CacheService { func value(for key: String) -> AnyObject? }
            final class NSCacheService: CacheService { func value(for key: String) -> AnyObject? { nil } }
            final class ModelCache {
                private let cache: NSCacheService
                init() { cache = NSCacheService() }
            }
            """),
            RuleExample("layered", [
                "Sources/App/Repositories/WalletRepositoryProtocol.swift": "protocol WalletRepositoryProtocol { func fetchAll() async throws -> [Wallet] }",
                "Sources/App/Repositories/WalletRepository.swift": "actor WalletRepository: WalletRepositoryProtocol { static let shared = WalletRepository() }",
                "Sources/App/ViewModels/WalletListViewModel.swift": """
                @MainActor
                final class WalletListViewModel: ObservableObject {
                    private let repository: any WalletRepositoryProtocol
                    init(repository: any WalletRepositoryProtocol = WalletRepository.shared) { self.repository = repository }
                }
                """,
                "Sources/App/App/AppFactory.swift": """
                @MainActor
                struct AppFactory {
                    var walletRepository: WalletRepository = .shared
                }
                """,
            ]),
            RuleExample("clean", [
                "Sources/App/Data/DataSources/NoteLocalDataSource.swift": "actor NoteLocalDataSource { func all() -> [NoteDTO] { [] } }",
                "Sources/App/Data/Repositories/DefaultNoteRepository.swift": """
                final class DefaultNoteRepository: NoteRepository {
                    private let dataSource: NoteLocalDataSource
                    init(dataSource: NoteLocalDataSource) { self.dataSource = dataSource }
                }
                """,
            ]),
        ]
    )

    private static let boundaryRoles = RoleResolver.boundaryRoles
    /// The roles whose concrete dependencies cross a boundary even where no protocol exists yet.
    private static let crossingHolders: Set<Role> = [.viewModel, .useCase, .coordinator, .validator]

    override class var readsBodies: Bool { false }

    override func visitType(_ type: TypeScope) -> SyntaxVisitorContinueKind {
        if type.role != .app, type.role != .support, file.layer != .app, file.layer != .tests, !Self.isSharedHelper(type, layer: file.layer) {
            checkDependencies(of: type)
        }
        if Self.mayWorkUnnamed(type) { recordInstanceReach(of: type) }
        return type.declaresTypes ? .visitChildren : .skipChildren
    }

    /// A class or actor of no role, what a holder may keep without the name saying it is a service: what its methods
    /// reach is read across files.
    private static func mayWorkUnnamed(_ type: TypeScope) -> Bool {
        (type.typeKind == .class || type.typeKind == .actor) && type.role == .other
    }

    /// `StaticStores`' reach, from an object's instance methods: the project types they call (`Fetching.getData(…)`), for
    /// `check(records:preset:)` to follow to the store or session those types' static code keeps.
    private func recordInstanceReach(of type: TypeScope) {
        let at = file.position(of: type.head.nameToken)
        for name in StaticStores.reachedByInstances(of: type.memberDecls) where name != type.name && !isTypeGenericParameter(name) {
            if let reached = file.type(named: name), reached.isConcrete, !StaticStores.notStores.contains(reached.role) {
                record(key: StaticStores.reachKey + name, owner: type.name, at: at)
            }
        }
    }

    private func checkDependencies(of type: TypeScope) {
        /// Types already judged, reported or not: each once per declaration.
        var reported: Set<String> = []
        var held: [(type: String, property: String?, at: Syntax)] = []
        for decl in type.memberDecls {
            if let variable = decl.as(VariableDeclSyntax.self) {
                let modifiers = TypeNames.modifiers(variable.modifiers)
                guard !modifiers.contains("static"), !modifiers.contains("class") else { continue }
                for binding in variable.bindings where !SummaryReader.isComputed(binding) {
                    // `@Injected(\.walletRepository) var repository`: no type written, the container's key gives it.
                    let keyed = { KeyedTypes.key(of: variable).flatMap(self.file.keyedType) }
                    if let name = KeyedTypes.resolved(by: binding) ?? TypeNames.heldType(binding) ?? keyed(), let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                        held.append((name, identifier.identifier.text, Syntax(identifier.identifier)))
                    }
                }
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                for parameter in initializer.signature.parameterClause.parameters {
                    if let name = TypeNames.outermost(parameter.type) { held.append((name, nil, Syntax(parameter))) }
                }
            }
        }
        let short = type.name.split(separator: ".").last.map(String.init) ?? type.name
        // Stored properties first: what the type does with one decides for the initializer parameter that fills it.
        let ordered = held.filter { $0.property != nil } + held.filter { $0.property == nil }
        for (typeName, property, node) in ordered where typeName != type.name && typeName != short && !reported.contains(typeName) {
            reported.insert(typeName)
            guard !type.genericParameters.contains(typeName), !Self.isGenericParameter(typeName, of: node) else { continue }
            guard let dependency = file.type(named: typeName), dependency.isConcrete, !dependency.isClosureWitness, !dependency.isAmbiguous
            else { continue }
            // What the holder uses of the property (a walk of the whole body) is read only when there is a protocol to
            // offer it: most held project types (models, views) conform to none (perf, real-app corpus: this rule
            // went from 5.4% to 2.1% of a cold run's CPU).
            let used = { property.map { MemberUses.names(usedOn: $0, in: type.members) } ?? [] }
            if let boundary = boundaryProtocol(of: dependency, offering: used) {
                report("\(type.name) depends on \(typeName), a concrete type; depend on \(boundary)", at: node, subject: typeName)
            } else if Self.crossingHolders.contains(type.role), Self.boundaryRoles.contains(dependency.role), !dependency.inheritsProjectProtocol(in: file) {
                report(
                    "\(type.name) depends on \(typeName), a concrete \(dependency.role.title) no protocol declares",
                    at: node, subject: typeName,
                    hint: "declare a protocol for \(typeName) (in Domain, where the documents put boundaries), hold that, and wire \(typeName) in the composition root"
                )
            } else if Self.workHolders.contains(type.role), dependency.role == .other, dependency.kind == .class || dependency.kind == .actor,
                      !dependency.inheritsProjectProtocol(in: file), !typeName.hasPrefix(type.name + "."), !Self.isScreenObject(dependency) {
                // A service by what it does, not by its name (`MovieNetwork`, whose methods send requests): known once
                // every file's records are in.
                record(key: Self.holdsKey + typeName, owner: type.name, at: file.position(of: node))
            }
        }
    }

    /// A concrete class a view model or UseCase keeps or is given (`holds MovieNetwork`), judged by what its methods do.
    private static let holdsKey = "holds "
    /// The holders a class of no role is judged for by what it does: seed 000's ViewModel → UseCase → Repository chain.
    /// A coordinator's concrete screens and controllers are what it coordinates.
    private static let workHolders: Set<Role> = [.viewModel, .useCase]
    /// What the screen or the app is made of, not a service, whatever its methods reach (`MainTabBarController`,
    /// `SceneDelegate`, `WorkspaceDocument`): told by its name's or its superclass's ending.
    private static let screenObjectEndings = ["Controller", "Delegate", "Document", "View", "Window"]

    private static func isScreenObject(_ entry: ProjectIndex.Entry) -> Bool {
        ([entry.name] + entry.inherited).contains { name in screenObjectEndings.contains { name.hasSuffix($0) } }
    }

    /// A view model or UseCase holding a concrete class of no role, which no protocol stands for, whose methods send
    /// requests (`URLSession`, a backend's SDK), or which keeps a store (not only files) or reaches one through the
    /// static code it calls (`MovieNetwork`, whose methods call `Fetching.getData(…)`, whose static session sends them): a
    /// network service or a store by what it does, created or handed in as itself. What each type's methods send
    /// and keep is what `view-data-access` records for every type (which runs in every preset); what instance methods
    /// call is this rule's. A helper declared in the holder's own file is part of it.
    static func check(records: [RuleRecord], preset: String) -> [Finding] {
        let mine = records.filter { $0.ruleID == description.id }
        let known = records.filter { $0.ruleID == ViewDataAccessRule.description.id || $0.ruleID == description.id }
        let graph = StaticStores.Graph(known)
        var sends: [String: (method: String, backend: String)] = [:]
        var declaredIn: [String: String] = [:]
        for record in known.sorted(by: { ($0.file, $0.position, $0.key) < ($1.file, $1.position, $1.key) }) {
            if declaredIn[record.owner] == nil { declaredIn[record.owner] = record.file }
            guard record.key.hasPrefix(StaticStores.sendsKey), sends[record.owner] == nil else { continue }
            let sent = record.key.dropFirst(StaticStores.sendsKey.count).components(separatedBy: StaticStores.backendSeparator)
            // Files a class reads or writes (a cache, an exporter) make it a helper of less clear role than a service.
            guard sent.count == 1 || sent[1] != "FileManager" else { continue }
            sends[record.owner] = (sent[0], sent.count > 1 ? sent[1] : "URLSession")
        }
        return mine.compactMap { record -> Finding? in
            guard record.key.hasPrefix(holdsKey) else { return nil }
            let name = String(record.key.dropFirst(holdsKey.count))
            guard declaredIn[name] != record.file else { return nil }
            let does: String
            if let sent = sends[name] {
                does = sent.backend == "URLSession" ? "its method \(sent.method) sends requests with URLSession" : "its method \(sent.method) calls \(sent.backend)"
            } else if let reached = graph.store(of: name), reached.api != "FileManager" {
                let api = reached.api.hasPrefix(StaticStores.keychainPrefix) ? "the keychain" : reached.api
                does = reached.through.map { "its methods reach \(api) through \($0)" } ?? "it keeps \(api)"
            } else {
                return nil
            }
            var finding = description.finding(
                "\(record.owner) depends on \(name), a concrete class no protocol declares (\(does)): a service by what it does",
                preset: preset, file: record.file, at: record.position,
                hint: "declare a protocol for what \(record.owner) calls on \(name), hold that, and create \(name) in the composition root"
            )
            finding.subject = name
            finding.owner = record.owner
            return finding
        }
    }

    /// A type with no role of the documents in no layer (`DomainModelCache` in `Shared/Services/Base/`, wrapping the
    /// cache service beside it): shared code, where the documents draw no boundary (002 Rule 4's protocols stand
    /// between Domain, Data and Presentation; 000's injection is of the components' dependencies), so what it holds is
    /// its own implementation. A component in no layer (a `…ViewModel`, `…Repository`, `…Service`) is still read.
    private static func isSharedHelper(_ type: TypeScope, layer: Layer?) -> Bool {
        type.role == .other && layer == nil
    }

    /// `init<Store: NoteStore>(store: Store)`: the initializer's own generic parameter.
    private static func isGenericParameter(_ name: String, of node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current, !parent.is(MemberBlockItemSyntax.self) {
            if let initializer = parent.as(InitializerDeclSyntax.self) {
                return GenericParameters.names(initializer.genericParameterClause).contains(name)
            }
            current = parent.parent
        }
        return false
    }

    /// The project protocol with a boundary role that a concrete project type conforms to and that offers every
    /// member the holder uses (`used`, by name): a protocol that lacks one is nothing the holder could depend on
    /// instead (`WebService` behind `BreedDetailsService`, called for what only `WebService` has).
    private func boundaryProtocol(of dependency: ProjectIndex.Entry, offering used: () -> Set<String>) -> String? {
        let candidates = dependency.inherited.sorted().compactMap { inherited -> (String, ProjectIndex.Entry)? in
            guard let parent = file.type(named: inherited), parent.kind == .protocol, Self.boundaryRoles.contains(parent.role) else { return nil }
            return (inherited, parent)
        }
        guard !candidates.isEmpty else { return nil }
        let used = used()
        return candidates.first { _, parent in
            var offered = parent.members
            for grandparent in parent.inherited { offered.formUnion(file.type(named: grandparent)?.members ?? []) }
            return used.isSubset(of: offered)
        }?.0
    }
}

/// What a type's code uses of one of its properties: `repository.fetchAll()`, `self.store.items` → `fetchAll`, `items`.
final class MemberUses: SyntaxVisitor {
    private let property: String
    private(set) var names: Set<String> = []

    static func names(usedOn property: String, in members: MemberBlockItemListSyntax) -> Set<String> {
        let uses = MemberUses(property: property)
        uses.walk(members)
        return uses.names
    }

    private init(property: String) {
        self.property = property
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base, ExpressionPaths.path(base).filter({ $0 != "self" }) == [property] {
            names.insert(node.declName.baseName.text)
        }
        return .visitChildren
    }
}

extension ProjectIndex.Entry {
    /// Conforms to a protocol the project declares (any: a concrete type behind one is already abstracted).
    func inheritsProjectProtocol(in file: CheckFile) -> Bool {
        inherited.contains { file.type(named: $0)?.kind == .protocol }
    }
}
