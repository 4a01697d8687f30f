import ScaffoldCore
import SwiftSource

/// Finds a declaration's role: from what it conforms to, else from its name, else from where the layout puts
/// its file (a type named as its file in `ViewModels/` is a view model whatever its name).
struct RoleResolver: Sendable {
    let preset: Preset
    /// Name endings and the roles they give, in the order they are tried.
    private let suffixes: [(String, Role)]

    init(preset: Preset) {
        self.preset = preset
        suffixes = [
            ("ViewModel", .viewModel), ("UseCase", .useCase), ("Interactor", .useCase), ("Repository", .repository),
            (preset.repositoryRole, .repository), ("DataSource", .dataSource), ("DTO", .dataTransferObject),
            ("Mapper", .mapper), ("Coordinator", .coordinator), ("Validator", .validator), ("Service", .service),
        ]
    }

    /// `inherited` is every conformance of the type, from all its declarations and extensions.
    func role(name: String, kind: TypeFact.Kind, inherited: Set<String>, file: CheckedFile) -> Role {
        if let role = roleFromConformance(inherited) { return role }
        if let root = preset.compositionRoot, root.typeName == name { return .app }
        // `struct GitHubRepository: Codable` is a model named after what it describes, not a repository.
        if kind == .struct || kind == .enum, !inherited.isDisjoint(with: Self.modelConformances) { return .model }
        if let role = roleFromName(name) { return role }
        guard name == file.stem else { return .other }
        return roleFromLayout(file.kinds, name: name, kind: kind) ?? .other
    }

    private func roleFromConformance(_ inherited: Set<String>) -> Role? {
        if inherited.contains("PreviewProvider") || inherited.contains("XCTestCase") { return .support }
        if inherited.contains("App") { return .app }
        if inherited.contains("View") { return .view }
        if inherited.contains("ViewModel") { return .viewModel }
        return nil
    }

    private static let modelConformances: Set<String> = ["Identifiable", "Codable", "Decodable", "Encodable"]

    /// Prefixes of Apple's frameworks: `UITableViewDataSource` is UIKit's protocol, not the project's data source.
    private static let applePrefixes = [
        "UI", "NS", "MK", "CK", "AV", "PH", "CL", "CN", "EK", "HK", "WK", "GK", "AR", "CI", "CG", "CA", "CB", "CM", "UN", "SK", "MF", "QL", "PK", "LA",
    ]

    /// The role a name gives a type the project does not declare: none for Apple's framework types.
    func roleFromExternalName(_ name: String) -> Role? {
        let isApple = Self.applePrefixes.contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
        return isApple ? nil : roleFromName(name)
    }

    func roleFromName(_ name: String) -> Role? {
        let base = name.hasSuffix("Protocol") ? String(name.dropLast("Protocol".count)) : name
        if ["Mock", "Stub", "Spy", "Fake", "Tests", "Previews"].contains(where: base.hasSuffix) { return .support }
        // A bare `ViewModel` or `Repository` is a protocol of the pattern itself, not one of its members.
        return suffixes.first { base.hasSuffix($0.0) && base != $0.0 }?.1
    }

    private func roleFromLayout(_ kinds: Set<ArtifactKind>, name: String, kind: TypeFact.Kind) -> Role? {
        let roles = Set(kinds.compactMap { artifact -> Role? in
            switch artifact {
            case .model: return .model
            case .repositoryProtocol, .repositoryImplementation: return .repository
            case .useCase: return name.hasSuffix("Validator") ? .validator : .useCase
            case .validator: return name.hasSuffix("Validator") ? .validator : nil
            case .viewModel: return .viewModel
            case .view, .component: return .view
            case .dataSource: return .dataSource
            case .dataTransferObject: return .dataTransferObject
            case .mapper: return .mapper
            case .coordinator: return .coordinator
            case .compositionRoot, .appEntry: return .app
            case .mock, .test, .testFixture: return .support
            // A route is a navigation value: no role of its own in the documents' rules.
            case .support, .route: return nil
            }
        })
        return roles.count == 1 ? roles.first : nil
    }
}
