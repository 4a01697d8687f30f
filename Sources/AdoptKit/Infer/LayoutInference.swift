import ScaffoldCore

/// Where each kind of file goes: the folder where the app already keeps types of that role, as a layout pattern.
/// A folder named after the type's feature (`Presentation/Weather/` for `WeatherViewModel`) becomes `{feature}`;
/// layer words (`Domain`, `Views`, …) never do. A kind the app has no example of keeps the preset's pattern, its
/// folders spelled as the app spells them (`domain/` stays lowercase).
struct LayoutInference {
    let inventory: Inventory
    let sources: String
    let tests: String?
    let preset: Preset

    /// The role each artifact kind is recognised by.
    private var roles: [(ArtifactKind, (DeclaredType) -> Bool)] {
        [
            (.repositoryProtocol, \.isRepositoryProtocol),
            (.repositoryImplementation, { type in type.isConcrete && type.fact.inherited.contains { repositoryProtocols.contains($0) } }),
            (.useCase, \.isUseCase),
            (.viewModel, \.isUsedAsViewModel),
            (.view, { $0.isView && !Self.componentFolders.contains(self.lastFolder($0)) }),
            (.component, { $0.isView && Self.componentFolders.contains(self.lastFolder($0)) }),
            (.dataSource, \.isDataSource),
            (.dataTransferObject, \.isDTO),
            (.mapper, \.isMapper),
            (.model, { type in
                type.isConcrete && !type.isView && !type.isViewModel && !type.isUseCase && !type.isDataSource && !type.isDTO && !type.isMapper
                    && Self.modelFolders.contains(self.lastFolder(type))
            }),
        ]
    }

    static let componentFolders: Set<String> = ["components", "component", "subviews", "rows", "cells", "common"]
    static let modelFolders: Set<String> = ["entities", "entity", "models", "model", "domainmodels"]
    static let layerWords: Set<String> = [
        "app", "application", "sources", "source", "src", "domain", "data", "presentation", "ui", "views", "view", "viewmodels",
        "viewmodel", "models", "model", "entities", "entity", "repositories", "repository", "usecases", "usecase", "interactors",
        "services", "service", "datasources", "datasource", "dtos", "dto", "mappers", "mapper", "features", "feature", "modules",
        "module", "scenes", "scene", "screens", "screen", "components", "component", "common", "core", "shared", "infrastructure",
        "network", "networking", "local", "remote", "persistence", "storage", "protocols", "interfaces", "implementations", "impl",
        "di", "dependencies", "utilities", "utils", "extensions", "helpers", "resources", "tests", "mocks", "doubles", "stubs",
        "fakes", "spies", "fixtures", "managers", "stores", "store", "coordinators", "navigation", "router", "routing", "support",
    ]

    private var repositoryProtocols: Set<String> {
        Set(inventory.types.filter(\.isRepositoryProtocol).map(\.name))
    }

    func infer() -> Findings {
        // Tests are no evidence of where the app keeps its code: a test folder inside the sources (`AppTests/`, as
        // `check` recognizes one) and test types or doubles (`TaskRepositorySpy`, `FetchTasksUseCaseTests`) would
        // otherwise place the app's repositories and UseCases among its tests.
        let types = inventory.ownTypes(under: sources).filter { !Self.isFilePrivate($0) }
        var findings = Findings()
        for (kind, matches) in roles {
            let examples = types.filter(matches)
            if let inference = pattern(for: kind, examples: examples, root: sources, placeholder: "{sourceRoot}") {
                findings.inferences.append(inference)
            }
        }
        findings.inferences += followers(of: findings)
        findings.inferences += adaptedDefaults(besides: findings)
        if let tests {
            let testTypes = inventory.files(under: tests).flatMap { file in
                file.facts.types.filter { $0.kind != .extension }.map { DeclaredType(fact: $0, file: file.path) }
            }
            if let inference = pattern(for: .test, examples: testTypes.filter(\.isTest), root: tests, placeholder: "{testRoot}") {
                findings.inferences.append(inference)
            }
            let doubles = testTypes.filter(Self.isTestDouble)
            if let inference = pattern(for: .mock, examples: doubles, root: tests, placeholder: "{testRoot}") {
                findings.inferences.append(inference)
            }
        }
        return findings
    }

    private static let testFolders = [LayerFolderName("Tests"), LayerFolderName("UITests")]

    /// A folder on the path is a test folder (`Tests`, `UITests`, `AppTests`, `AppUITests`), as `check` reads one.
    static func isInTestFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folder in testFolders.contains { $0.matches(folder) } }
    }

    /// A `private` or `fileprivate` type is part of the file that declares it (a screen's `fileprivate struct MovieCard`),
    /// not an example of where the app keeps that kind: five helper views in one screen's file would outvote the
    /// folder every screen is in.
    static func isFilePrivate(_ type: DeclaredType) -> Bool {
        type.fact.modifiers.contains("private") || type.fact.modifiers.contains("fileprivate")
    }

    /// `MockWalletRepository`, `TaskRepositorySpy`: a test's stand-in, whatever folder it is in.
    static func isTestDouble(_ type: DeclaredType) -> Bool {
        ["Mock", "Spy", "Stub", "Fake"].contains { type.name.hasSuffix($0) || type.name.hasPrefix($0) }
    }

    /// Kinds the app has no example of (or no one folder for) that belong beside a kind it has: screens beside their
    /// view models (and the reverse), a validator beside the UseCases, a route beside the views, a repository
    /// implementation beside its protocol (and the reverse). A kind placed so leads the kinds after it.
    private func followers(of findings: Findings) -> [Inference] {
        let rules: [(ArtifactKind, [ArtifactKind])] = [
            (.view, [.viewModel]), (.viewModel, [.view]),
            (.validator, [.useCase]), (.route, [.view]), (.component, [.view]),
            (.repositoryImplementation, [.repositoryProtocol]), (.repositoryProtocol, [.repositoryImplementation]),
        ]
        var placed = findings
        var followers: [Inference] = []
        for (kind, leaders) in rules {
            guard placed.value("layout.\(kind.rawValue)") == nil,
                  let leader = leaders.first(where: { placed.value("layout.\($0.rawValue)") != nil }),
                  let value = placed.value("layout.\(leader.rawValue)") else { continue }
            let inference = Inference(key: "layout.\(kind.rawValue)", value: value, reason: "beside the \(Self.describe(leader))")
            followers.append(inference)
            placed.inferences.append(inference)
        }
        return followers
    }

    /// The preset's patterns for the source kinds the app has no example of, with each folder that exists in another
    /// case spelled as the app spells it, so a feature does not add `Domain/` beside the app's `domain/`.
    private func adaptedDefaults(besides findings: Findings) -> [Inference] {
        let existing = inventory.folders.filter { $0.hasPrefix(sources + "/") }.map { String($0.dropFirst(sources.count + 1)) }
        return ArtifactKind.allCases.compactMap { kind -> Inference? in
            guard findings.value("layout.\(kind.rawValue)") == nil, let pattern = preset.layout.patterns[kind],
                  pattern.hasPrefix("{sourceRoot}/") else { return nil }
            var parts = pattern.split(separator: "/").map(String.init)
            var prefix = ""
            for index in parts.indices.dropFirst().dropLast() {
                if parts[index].contains("{") { break }
                let candidate = prefix.isEmpty ? parts[index] : prefix + "/" + parts[index]
                if let match = existing.first(where: { $0.lowercased() == candidate.lowercased() }) {
                    parts[index] = String(match.split(separator: "/").last ?? "")
                    prefix = match
                } else {
                    break
                }
            }
            let adapted = parts.joined(separator: "/")
            guard adapted != pattern else { return nil }
            return Inference(key: "layout.\(kind.rawValue)", value: adapted, reason: "the preset's folders, spelled as the app spells them")
        }
    }

    /// The most common folder pattern of the examples; nil without any, or when two folders hold equally many (tests
    /// split by layer: one `test` pattern cannot follow that, so the preset's stays).
    private func pattern(for kind: ArtifactKind, examples: [DeclaredType], root: String, placeholder: String) -> Inference? {
        guard !examples.isEmpty else { return nil }
        let patterns = Dictionary(grouping: examples) { folderPattern($0, root: root) }
        let ranked = patterns.sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }
        guard let (folder, chosen) = ranked.first, ranked.count == 1 || ranked[1].value.count < chosen.count else { return nil }
        let value = placeholder + "/" + (folder.isEmpty ? "" : folder + "/") + "{name}.swift"
        let other = examples.count - chosen.count
        return Inference(
            key: "layout.\(kind.rawValue)", value: value,
            reason: "\(chosen.count) of \(examples.count) \(Self.describe(kind)) \(examples.count == 1 ? "lives" : "live") there"
                + (other > 0 ? " (the rest elsewhere)" : ""),
            evidence: chosen.prefix(3).map(\.evidence)
        )
    }

    /// The type's folder relative to `root`, with the folder named after its feature as `{feature}`.
    func folderPattern(_ type: DeclaredType, root: String) -> String {
        // No source folder known (`root` empty): the path from the repository's root, whole.
        let relative = type.folder == root ? "" : root.isEmpty ? type.folder : String(type.folder.dropFirst(root.count + 1))
        let lowerName = type.name.lowercased()
        return relative.split(separator: "/").map { segment -> String in
            let word = segment.lowercased()
            let singular = word.hasSuffix("s") ? String(word.dropLast()) : word
            if !Self.layerWords.contains(word), word.count > 1, lowerName.contains(word) || lowerName.contains(singular) {
                return "{feature}"
            }
            return String(segment)
        }.joined(separator: "/")
    }

    private func lastFolder(_ type: DeclaredType) -> String {
        (type.folder.split(separator: "/").last.map(String.init) ?? "").lowercased()
    }

    static func describe(_ kind: ArtifactKind) -> String {
        switch kind {
        case .repositoryProtocol: "repository protocols"
        case .repositoryImplementation: "repository implementations"
        case .useCase: "UseCases"
        case .viewModel: "view models"
        case .view: "views"
        case .component: "view components"
        case .dataSource: "data sources"
        case .dataTransferObject: "DTOs"
        case .mapper: "mappers"
        case .model: "entities"
        case .test: "test cases"
        case .mock: "test doubles"
        default: kind.rawValue
        }
    }
}
