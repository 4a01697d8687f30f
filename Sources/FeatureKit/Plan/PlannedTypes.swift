import ScaffoldCore

/// A type a plan declares at the top level of the module: its name, what it is, the file it goes to, and the keys
/// that would name it differently — so a clash with a type the app already has can say how to resolve it.
public struct PlannedType: Codable, Hashable, Sendable {
    public var name: String
    /// `the repository implementation`, for messages.
    public var role: String
    public var path: String
    /// `.scaffold.yml` keys (`style.implementationName`) and spec keys (`entity`) that rename it.
    public var keys: [String]

    public init(name: String, role: String, path: String, keys: [String]) {
        self.name = name
        self.role = role
        self.path = path
        self.keys = keys
    }
}

extension Plan {
    /// Every type the plan's files declare at the top level, in artifact order; a name declared twice once.
    public var plannedTypes: [PlannedType] {
        var result: [PlannedType] = []
        var seen: Set<String> = []
        func add(_ name: String, _ role: String, _ path: String, _ keys: [String]) {
            if seen.insert(name).inserted { result.append(PlannedType(name: name, role: role, path: path, keys: keys)) }
        }
        let entity = ["entity"]
        let protocolKeys = ["style.protocolName", "style.naming", "entity"]
        let implementationKeys = ["style.implementationName", "style.naming", "entity"]
        let useCaseProtocols = Set(useCases.map(\.protocolName))
        let useCaseImplementations = Set(useCases.map(\.implementationName))
        for artifact in artifacts {
            let name = artifact.name, path = artifact.path
            switch artifact.kind {
            // An extension or an insertion into a file of the app: no type of their own.
            case .testFixture, .compositionRoot, .appEntry: break
            case .repositoryProtocol: add(name, "the repository protocol", path, protocolKeys)
            case .repositoryImplementation: add(name, "a repository implementation", path, implementationKeys)
            case .useCase where useCaseProtocols.contains(name): add(name, "a UseCase protocol", path, protocolKeys)
            case .useCase where useCaseImplementations.contains(name):
                add(name, "a UseCase", path, implementationKeys)
                // The implementation's file also declares the protocol.
                if let useCase = useCases.first(where: { $0.implementationName == name }) {
                    add(useCase.protocolName, "a UseCase protocol", path, protocolKeys)
                }
            case .mock: add(name, "a mock", path, ["style.protocolName", "style.naming", "entity"])
            case .test where name == "\(names.repository)Tests": add(name, "a test case", path, implementationKeys)
            case .support: add(name, "a protocol the preset's types conform to", path, ["layout.support", "preset"])
            default: add(name, "the \(Self.role(of: artifact.kind))", path, entity)
            }
            // Types a template declares beside the artifact's own.
            switch artifact.template {
            case "RepositoryProtocol": add(names.repositoryError, "the repository's error", path, entity)
            case "Validator": add(names.validationError, "the validation error", path, entity)
            case "Fixture": add("\(names.entity)TestError", "the tests' error", path, entity)
            default: break
            }
        }
        return result
    }

    private static func role(of kind: ArtifactKind) -> String {
        switch kind {
        case .model: "entity"
        case .viewModel: "view model"
        case .view, .component: "view"
        case .dataTransferObject: "DTO"
        case .dataSource: "data source"
        case .test: "test case"
        default: kind.rawValue
        }
    }
}
