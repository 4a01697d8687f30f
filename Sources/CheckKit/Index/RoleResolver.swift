import ScaffoldCore

/// Finds a type's role from what it is and does, with the reason `--explain` prints: what it conforms to (`View`,
/// `App`), what it is marked (`@Model`), its name (`…ViewModel`, `…UseCase`, configured suffixes; `Protocol`,
/// `Impl` and `Implementation` endings set aside), being an observable class that holds use cases or
/// repositories (a view model whatever its name: `LoginViewStore`), and where the layout puts its file.
struct RoleResolver: Sendable {
    let preset: Preset
    /// Name endings and the roles they give, in the order they are tried; configured ones first.
    private let suffixes: [(suffix: String, role: Role, configured: Bool)]

    /// The name endings each role is recognized by besides `check.roles`.
    static let defaultSuffixes: [(String, Role)] = [
        ("ViewModel", .viewModel), ("ViewStore", .viewModel), ("VM", .viewModel), ("UseCase", .useCase), ("Interactor", .useCase), ("Repository", .repository),
        ("DataSource", .dataSource), ("DataStore", .repository), ("DTO", .dataTransferObject), ("Mapper", .mapper), ("Coordinator", .coordinator),
        ("Validator", .validator), ("Service", .service),
        ("CompositionRoot", .app), ("Container", .app), ("Assembler", .app), ("Assembly", .app), ("Injector", .app), ("DI", .app),
    ]

    /// Endings that name an implementation of a protocol (`WalletRepositoryImpl`), set aside before the role's.
    static let implementationSuffixes = ["Protocol", "Implementation", "Impl"]
    /// The technologies a role's variant is built on, named after the role (`HomeViewModelURLSession` beside
    /// `HomeViewModelAlamofire`, `NoteRepositoryCoreData`): the name says which variant of the role it is, set aside as
    /// `Impl` is. Compared without case (`DetailViewModelSqlite`).
    static let technologySuffixes = [
        "URLSession", "Alamofire", "Moya", "CoreData", "SwiftData", "Firebase", "Firestore", "Realm", "SQLite", "GRDB",
        "UserDefaults", "CloudKit", "Keychain", "Combine", "RxSwift", "Async",
    ]
    private static let supportWords = ["Mock", "Stub", "Spy", "Fake", "Dummy", "Preview", "Previews", "Tests"]
    /// Conformances that make a plain value a model (`struct GitHubRepository: Codable` describes a repository).
    private static let modelConformances: Set<String> = ["Identifiable", "Codable", "Decodable", "Encodable"]
    /// The roles a view model holds (seed 000: ViewModel → UseCase → Repository).
    static let boundaryRoles: Set<Role> = [.useCase, .repository, .dataSource, .service]

    init(preset: Preset, configured: [Role: [String]] = [:]) {
        self.preset = preset
        var suffixes = configured.sorted { $0.key.rawValue < $1.key.rawValue }.flatMap { role, names in
            names.map { (suffix: $0, role: role, configured: true) }
        }
        suffixes += Self.defaultSuffixes.map { (suffix: $0.0, role: $0.1, configured: false) }
        if preset.repositoryRole != "Repository" { suffixes.append((preset.repositoryRole, .repository, false)) }
        self.suffixes = suffixes
    }

    /// What a type is without looking at what it holds: conformances, marks, name, file.
    func baseRole(of type: TypeShape, file: PlacedFile?) -> (Role, String)? {
        if let role = roleFromConformance(type.inherited) { return role }
        if let root = preset.compositionRoot, root.typeName == type.name { return (.app, "it is the preset's composition root") }
        if let support = supportWord(in: type.shortName) { return (.support, "its name says `\(support)`") }
        if type.attributes.contains("Model") { return (.model, "it is a SwiftData @Model") }
        if type.kind == .struct || type.kind == .enum, let conformance = type.inherited.sorted().first(where: Self.modelConformances.contains) {
            return (.model, "it is a value that conforms to \(conformance)")
        }
        if let named = roleFromName(type.shortName, nested: type.name.contains(".")) { return named }
        return nil
    }

    /// The full role: the base role, else a view model by what it is and holds, else the layout's, else the layer's.
    /// The layout makes a view model only of what a view can observe (`ObservableObject`, `@Observable`, or a subclass
    /// of a `…ViewModel`): seed 003 ViewModel Layer: "Conforms to ObservableObject", so a plain class
    /// kept beside the view models (`class NetworkManager { static let shared … }` in `NetworkAPI/`) is a helper
    /// there, not one.
    /// `heldRole` gives the base role of a type a property holds.
    func role(of type: TypeShape, file: PlacedFile?, heldRole: (String) -> Role?) -> (Role, String) {
        if let role = baseRole(of: type, file: file) { return role }
        if type.kind == .class || type.kind == .actor || type.kind == .extension, let observation = observation(type) {
            for held in type.held {
                if let role = heldRole(held), Self.boundaryRoles.contains(role) {
                    return (.viewModel, "it is \(observation) and holds \(held) (a \(role.title))")
                }
            }
        }
        if let file, type.name == file.stem, let placed = roleFromLayout(file.kinds, name: type.name),
           placed.0 != .viewModel || observation(type) != nil || type.inherited.contains(where: { $0.hasSuffix("ViewModel") }) {
            return (placed.0, "its file is where the layout puts \(placed.1.rawValue) files")
        }
        if let file, let folder = Self.useCaseFolder(of: type, file: file, heldRole: heldRole) {
            return (.useCase, "its file is in a `\(folder)` folder and it holds what a UseCase calls")
        }
        // The app's HTTP client (`APIClient`) and its adapters keep the client's own reading (`presentation-network`).
        if type.kind == .class || type.kind == .struct || type.kind == .actor, observation(type) == nil,
           !Network.isClientName(type.shortName), !type.inherited.contains(where: Network.isClientName),
           let session = type.held.first(where: Self.sessionTypes.contains) {
            return (.service, "it holds a `\(session)` to send requests: a service by what it does")
        }
        if file?.layer == .app { return (.app, "its file is in the composition root's folder") }
        return (.other, "no conformance, mark, name ending or layout folder gives it one")
    }

    /// The folder names that say their types are UseCases (`Domain/Usecases/GetDeliveries.swift`), compared without case.
    private static let useCaseFolders: Set<String> = ["usecases", "usecase", "use_cases", "interactors"]

    /// A concrete type named as its file, in a folder of UseCases, that holds a repository, data source, service or
    /// UseCase (`struct GetDeliveries { let repository: DeliveriesRepository }`): a UseCase by its layer folder,
    /// whatever its name (seed 002 Domain/UseCases/). A protocol, an error, or a value that holds no boundary (an
    /// input or a result type kept beside the UseCases) is not one.
    private static func useCaseFolder(of type: TypeShape, file: PlacedFile, heldRole: (String) -> Role?) -> String? {
        guard type.kind == .class || type.kind == .struct || type.kind == .actor, type.name == file.stem, file.layer != .tests,
              !type.inherited.contains(where: { $0 == "Error" || $0.hasSuffix("Error") }),
              type.held.contains(where: { heldRole($0).map(boundaryRoles.contains) ?? false })
        else { return nil }
        return file.path.split(separator: "/").dropLast().last { useCaseFolders.contains($0.lowercased()) }.map(String.init)
    }

    /// The sessions a type sends HTTP requests through: Foundation's and Alamofire's (`private let session: Session`).
    /// A type holding one, named as no HTTP client and given no role otherwise, is a service by what it does.
    private static let sessionTypes: Set<String> = ["URLSession", "Session", "Alamofire.Session"]

    /// `@Observable` or `ObservableObject`: what SwiftUI observes.
    private func observation(_ type: TypeShape) -> String? {
        if type.attributes.contains("Observable") { return "@Observable" }
        if type.inherited.contains("ObservableObject") { return "an ObservableObject" }
        return nil
    }

    private func roleFromConformance(_ inherited: Set<String>) -> (Role, String)? {
        for (protocolName, role) in [("PreviewProvider", Role.support), ("XCTestCase", .support), ("App", .app), ("View", .view), ("ViewModel", .viewModel)]
        where inherited.contains(protocolName) {
            return (role, "it conforms to \(protocolName)")
        }
        return nil
    }

    /// `MockWalletRepository`, `WalletRepositoryStub`, `PreviewWalletStore`: a word of tests and previews at
    /// either end of the name.
    private func supportWord(in name: String) -> String? {
        Self.supportWords.first { word in
            if name.hasSuffix(word) && name.count > word.count { return true }
            guard name.hasPrefix(word), name.count > word.count else { return false }
            return name[name.index(name.startIndex, offsetBy: word.count)].isUppercase
        }
    }

    /// Prefixes of Apple's frameworks: `UITableViewDataSource` is UIKit's protocol, not the project's data source.
    private static let applePrefixes = [
        "UI", "NS", "MK", "CK", "AV", "PH", "CL", "CN", "EK", "HK", "WK", "GK", "AR", "CI", "CG", "CA", "CB", "CM", "UN", "SK", "MF", "QL", "PK", "LA",
    ]

    /// The role a name gives a type the project does not declare: none for Apple's framework types.
    func roleFromExternalName(_ name: String) -> Role? {
        let isApple = Self.applePrefixes.contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
        guard !isApple else { return nil }
        if supportWord(in: name) != nil { return .support }
        return roleFromName(name, nested: false)?.0
    }

    /// The role of a name's ending, compared without case (`GetWeatherUsecase`). A bare `ViewModel` or
    /// `Repository` is a protocol of the pattern itself, not one of its members, unless it is nested
    /// (`CountScreen.ViewModel`). A name without a role's ending is read again without the technology it ends with
    /// (`HomeViewModelURLSession`: a view model built on URLSession).
    func roleFromName(_ name: String, nested: Bool) -> (Role, String)? {
        if let role = roleFromEnding(Substring(name), nested: nested, setAside: "") { return role }
        let lowered = name.lowercased()
        for technology in Self.technologySuffixes where lowered.hasSuffix(technology.lowercased()) && name.count > technology.count {
            let base = name.dropLast(technology.count)
            // A word of its own: the technology starts at a capital (`ViewModelAsync`, not `…Sync`'s `Async` inside a word).
            guard name[base.endIndex].isUppercase else { continue }
            return roleFromEnding(base, nested: nested, setAside: " (`\(name[base.endIndex...])`, the technology it is built on, set aside)")
        }
        return nil
    }

    private func roleFromEnding(_ name: Substring, nested: Bool, setAside technology: String) -> (Role, String)? {
        var base = name
        var setAside = technology
        for ending in Self.implementationSuffixes where base.hasSuffix(ending) && base.count > ending.count {
            base = base.dropLast(ending.count)
            setAside = " (`\(ending)` set aside)"
            break
        }
        let lowered = base.lowercased()
        for (suffix, role, configured) in suffixes {
            let ending = suffix.lowercased()
            guard lowered.hasSuffix(ending), nested || lowered.count > ending.count else { continue }
            // An all-capital ending (`DTO`, `DI`, `VM`) is a word of its own, after a word in lower case
            // (`TodoListScreenVM`): `Audi` is not wiring, and `LLVM` is one word, not a view model.
            if suffix.allSatisfy(\.isUppercase), lowered.count > ending.count,
               !base.hasSuffix(suffix) || base.dropLast(suffix.count).last?.isUppercase == true { continue }
            return (role, "its name ends with `\(suffix)`" + setAside + (configured ? " (check.roles)" : ""))
        }
        return nil
    }

    private func roleFromLayout(_ kinds: Set<ArtifactKind>, name: String) -> (Role, ArtifactKind)? {
        let roles = kinds.sorted { $0.rawValue < $1.rawValue }.compactMap { artifact -> (Role, ArtifactKind)? in
            switch artifact {
            case .model: return (.model, artifact)
            case .repositoryProtocol, .repositoryImplementation: return (.repository, artifact)
            case .useCase: return (name.hasSuffix("Validator") ? .validator : .useCase, artifact)
            case .validator: return name.hasSuffix("Validator") ? (.validator, artifact) : nil
            case .viewModel: return (.viewModel, artifact)
            case .view, .component: return (.view, artifact)
            case .dataSource: return (.dataSource, artifact)
            case .dataTransferObject: return (.dataTransferObject, artifact)
            case .mapper: return (.mapper, artifact)
            case .coordinator: return (.coordinator, artifact)
            case .compositionRoot, .appEntry: return (.app, artifact)
            case .mock, .test, .testFixture, .networkTest: return (.support, artifact)
            // A route is a navigation value, the app's network files are the Data layer's plumbing: no role of their
            // own in the documents' rules.
            case .support, .route, .network: return nil
            }
        }
        return Set(roles.map(\.0)).count == 1 ? roles.first : nil
    }
}

/// What role resolution reads of a type: every declaration and extension of it together.
struct TypeShape: Sendable {
    /// Qualified (`CountScreen.ViewModel`).
    var name: String
    /// The kind of its declaration; `.extension` when only extensions were found.
    var kind: DeclaredType.Kind
    var inherited: Set<String>
    var attributes: Set<String>
    /// The types of its stored properties and initializer parameters.
    var held: [String]

    /// The last component of the name: what name endings are read from.
    var shortName: String { name.split(separator: ".").last.map(String.init) ?? name }
}
