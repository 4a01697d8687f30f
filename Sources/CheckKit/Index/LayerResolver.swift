import ScaffoldCore

/// A file's place in the project: the artifact kinds the layout gives its path, and its layer with the reason.
public struct PlacedFile: Sendable, Hashable {
    /// Root-relative path.
    public var path: String
    /// The artifact kinds whose layout pattern matches the path (several patterns may share a folder).
    public var kinds: Set<ArtifactKind>
    public var layer: Layer?
    /// Why the file is in its layer (or in none), for `--explain`.
    public var layerReason: String

    /// The file name without `.swift`: the `{name}` of the layout's patterns.
    public var stem: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }
}

/// Reads paths backwards: which artifact kinds the preset's layout says a path can be, and which layer it is in.
///
/// A layout pattern is matched folder by folder, ignoring case: `{sourceRoot}` and `{testRoot}` are the project's
/// roots, `{feature}`, `{entity}` and `{name}` stand for one path component (or part of one: `{name}.swift`).
/// The nearest folder named for a layer decides (`Domain`, `domain`, `DomainLayer`, `SwiftDataDomain`; the names
/// are `check.layers`), else the layer of the kinds the layout gives the path; a test folder anywhere on the path
/// makes a test file.
public struct LayerResolver: Sendable {
    private let patterns: [(kind: ArtifactKind, components: [Substring])]
    private let testRoot: [Substring]
    /// Folder names per layer, tests first: a test folder wins wherever it is on the path.
    private let folders: [(layer: Layer, names: [String])]

    /// The folder names each layer is recognized by when `check.layers` does not name them.
    public static let defaultFolders: [Layer: [String]] = [
        .domain: ["Domain"],
        // Not `Infrastructure`: apps keep shared plumbing there (a view-state enum, a DI container) as often as
        // data access; `check.layers` adds it where it is Data.
        .data: ["Data"],
        .presentation: ["Presentation", "UI"],
        .app: ["DI", "Composition", "CompositionRoot", "DependencyInjection"],
        .tests: ["Tests", "UITests"],
    ]

    public init(layout: Layout, roots: ProjectRoots, sourceFolders: [String]? = nil, folders configured: [Layer: [String]] = [:]) {
        var patterns: [(kind: ArtifactKind, components: [Substring])] = []
        for source in sourceFolders ?? [roots.sources] {
            for (kind, pattern) in layout.patterns.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                let filled = pattern
                    .replacingOccurrences(of: "{sourceRoot}", with: source)
                    .replacingOccurrences(of: "{testRoot}", with: roots.tests)
                patterns.append((kind, Self.components(filled)))
            }
        }
        self.patterns = patterns
        testRoot = Self.components(roots.tests)
        let merged = Self.defaultFolders.merging(configured) { _, configured in configured }
        folders = [Layer.tests, .app, .domain, .data, .presentation].map { ($0, merged[$0] ?? []) }
    }

    public func place(_ path: String) -> PlacedFile {
        let components = Self.components(path)
        let kinds = Set(patterns.filter { pattern in
            pattern.components.count == components.count
                && zip(pattern.components, components).allSatisfy { Self.matches($0, $1) }
        }.map(\.kind))
        let (layer, reason) = findLayer(components, kinds: kinds)
        return PlacedFile(path: path, kinds: kinds, layer: layer, layerReason: reason)
    }

    private func findLayer(_ components: [Substring], kinds: Set<ArtifactKind>) -> (Layer?, String) {
        let directories = components.dropLast()
        if !testRoot.isEmpty, directories.count >= testRoot.count,
           zip(testRoot, directories).allSatisfy({ $0.lowercased() == $1.lowercased() }) {
            return (.tests, "under the test root `\(testRoot.joined(separator: "/"))`")
        }
        if let folder = directories.first(where: { Self.matchesFolder($0, folders[0].names) }) {
            return (.tests, "in the test folder `\(folder)`")
        }
        for folder in directories.reversed() {
            for (layer, names) in folders.dropFirst() where Self.matchesFolder(folder, names) {
                return (layer, "in the folder `\(folder)`")
            }
        }
        let fromLayout = Set(kinds.compactMap(Self.layer(of:)))
        if fromLayout.count == 1, let layer = fromLayout.first {
            let kind = kinds.sorted { $0.rawValue < $1.rawValue }.first { Self.layer(of: $0) == layer }!
            return (layer, "the layout puts \(kind.rawValue) files here")
        }
        return (nil, "no folder on its path names a layer (see `check.layers`)")
    }

    /// Seed 002's tree, "The Three Layers": entities, use cases and repository protocols in Domain; repository
    /// implementations, data sources, DTOs and mappers in Data; views, view models and coordinators in Presentation.
    static func layer(of kind: ArtifactKind) -> Layer? {
        switch kind {
        case .model, .repositoryProtocol, .useCase, .validator: return .domain
        case .repositoryImplementation, .dataSource, .dataTransferObject, .mapper: return .data
        case .viewModel, .view, .component, .coordinator, .route, .support: return .presentation
        case .compositionRoot, .appEntry: return .app
        case .mock, .test, .testFixture: return .tests
        }
    }

    /// A folder names a layer when it is the name in any case (`domain`), with `Layer` after it (`DataLayer`), or
    /// when its last word is the name (`SwiftDataDomain`, `BagUI`): a word starts at a capital after a lowercase
    /// letter or a digit, and an all-capital name (`UI`, `DI`) may follow anything.
    static func matchesFolder(_ folder: Substring, _ names: [String]) -> Bool {
        var folder = folder
        if folder.count > 5, folder.lowercased().hasSuffix("layer") { folder = folder.dropLast(5) }
        return names.contains { name in
            if folder.lowercased() == name.lowercased() { return true }
            guard folder.count > name.count, folder.hasSuffix(name), name.first?.isUppercase == true else { return false }
            if name.allSatisfy(\.isUppercase) { return true }
            let before = folder[folder.index(folder.endIndex, offsetBy: -name.count - 1)]
            return before.isLowercase || before.isNumber
        }
    }

    /// A path's components without empty and `.` ones (`sources: .` fills `{sourceRoot}` with `.`).
    private static func components(_ path: String) -> [Substring] {
        path.split(separator: "/").filter { $0 != "." }
    }

    /// One path component against one pattern component, ignoring case; placeholders stand for any non-empty text.
    private static func matches(_ pattern: Substring, _ component: Substring) -> Bool {
        let pattern = pattern.lowercased(), component = component.lowercased()
        guard let open = pattern.firstIndex(of: "{") else { return pattern == component }
        guard let close = pattern[open...].firstIndex(of: "}") else { return pattern == component }
        let prefix = pattern[..<open], suffix = pattern[pattern.index(after: close)...]
        guard !suffix.contains("{") else { return component.count > prefix.count + suffix.count }
        return component.count > prefix.count + suffix.count && component.hasPrefix(prefix) && component.hasSuffix(suffix)
    }
}
