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
    /// One component of a layout pattern, lowercased: literal text, or text around a placeholder (`{name}.swift`).
    private struct PatternComponent: Sendable {
        var literal: String?
        var prefix = ""
        var suffix = ""
        /// A second placeholder follows: any text longer than the prefix and suffix together matches.
        var loose = false

        init(_ text: Substring) {
            let text = text.lowercased()
            guard let open = text.firstIndex(of: "{"), let close = text[open...].firstIndex(of: "}") else {
                literal = text
                return
            }
            prefix = String(text[..<open])
            suffix = String(text[text.index(after: close)...])
            loose = suffix.contains("{")
        }

        /// A lowercased path component against this one; placeholders stand for any non-empty text.
        func matches(_ component: Substring) -> Bool {
            if let literal { return component == literal }
            guard component.count > prefix.count + suffix.count else { return false }
            return loose || (component.hasPrefix(prefix) && component.hasSuffix(suffix))
        }
    }

    private let patterns: [(kind: ArtifactKind, components: [PatternComponent])]
    /// The test root's components, lowercased.
    private let testRoot: [String]
    /// Folder names per layer, tests first: a test folder wins wherever it is on the path.
    private let folders: [(layer: Layer, names: [LayerFolderName])]
    /// Root-relative folders named like a layer that hold the folders of two other layers (`swiftUI/` holding
    /// `Domain/` and `Data/`): the project's folder, not a layer (see `holding(_:)`).
    public private(set) var holders: Set<String> = []

    /// The folder names each layer is recognized by when `check.layers` does not name them (see `defaultFolders(preset:)`).
    public static let defaultFolders: [Layer: [String]] = [
        .domain: ["Domain"],
        // Not `Infrastructure`: apps keep shared plumbing there (a view-state enum, a DI container) as often as
        // data access; `check.layers` adds it where it is Data.
        .data: ["Data"],
        .presentation: ["Presentation", "UI"],
        .app: ["DI", "Composition", "CompositionRoot", "DependencyInjection"],
        .tests: ["Tests", "UITests"],
    ]

    /// The folder names of `preset`'s document: seed 002 (clean) heads its Data layer "2. Data Layer (Infrastructure)"
    /// and puts "Adapters (URLSession, CoreData, Keychain)" there, so under clean a folder named `Infrastructure` is
    /// Data (its network gateway is Data's adapter, and Domain naming its error type depends on Data). The other
    /// presets' documents name no Infrastructure layer, and apps keep shared plumbing there too.
    public static func defaultFolders(preset: String?) -> [Layer: [String]] {
        var folders = defaultFolders
        if preset == Preset.clean.name { folders[.data, default: []].append("Infrastructure") }
        return folders
    }

    public init(layout: Layout, roots: ProjectRoots, sourceFolders: [String]? = nil, folders configured: [Layer: [String]] = [:], preset: String? = nil) {
        var patterns: [(kind: ArtifactKind, components: [PatternComponent])] = []
        for source in sourceFolders ?? [roots.sources] {
            for (kind, pattern) in layout.patterns.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                let filled = pattern
                    .replacingOccurrences(of: "{sourceRoot}", with: source)
                    .replacingOccurrences(of: "{testRoot}", with: roots.tests)
                patterns.append((kind, Self.components(filled).map(PatternComponent.init)))
            }
        }
        self.patterns = patterns
        testRoot = Self.components(roots.tests).map { $0.lowercased() }
        let merged = Self.defaultFolders(preset: preset).merging(configured) { _, configured in configured }
        folders = [Layer.tests, .app, .domain, .data, .presentation].map { ($0, (merged[$0] ?? []).map(LayerFolderName.init)) }
    }

    /// This resolver, knowing the folders of `paths` that hold the layers. Seed 002, "The Three Layers": Domain, Data
    /// and Presentation are three folders side by side; a folder that holds two of them is where the layers are, not
    /// one of them, even when its name ends like one (an app's folder `swiftUI/` holding `Domain/`, `Data/` and
    /// `Presentation/`). Its files outside the layer folders (`swiftUI/Core/Logging/`, shared code that none of the
    /// three folders holds) are in no layer. A folder holding one other layer's folder (`Presentation/Notes/Data/`)
    /// stays its layer.
    public func holding(_ paths: some Sequence<String>) -> LayerResolver {
        let layered = folders.filter { [.domain, .data, .presentation].contains($0.layer) }
        func layer(of folder: Substring) -> Layer? {
            let lowercased = Substring(folder.lowercased())
            return layered.first { $0.names.contains { $0.matches(folder, lowercased: lowercased) } }?.layer
        }
        var held: [String: Set<Layer>] = [:]
        var seen: Set<Substring> = []
        for path in paths {
            guard let slash = path.lastIndex(of: "/"), seen.insert(path[..<slash]).inserted else { continue }
            let directories = Self.components(String(path[..<slash]))
            let layers = directories.map(layer(of:))
            for (index, own) in layers.enumerated() where own != nil {
                for inner in layers[(index + 1)...] {
                    guard let inner, inner != own else { continue }
                    held[directories[...index].joined(separator: "/"), default: []].insert(inner)
                }
            }
        }
        var resolver = self
        resolver.holders = Set(held.filter { $0.value.count >= 2 }.keys)
        return resolver
    }

    public func place(_ path: String) -> PlacedFile {
        let components = Self.components(path)
        let lowered = components.map { Substring($0.lowercased()) }
        if let reason = testReason(components, lowered: lowered) {
            return PlacedFile(path: path, kinds: [], layer: .tests, layerReason: reason)
        }
        let kinds = Set(patterns.filter { pattern in
            pattern.components.count == lowered.count && zip(pattern.components, lowered).allSatisfy { $0.matches($1) }
        }.map(\.kind))
        let (layer, reason) = findLayer(components, kinds: kinds)
        return PlacedFile(path: path, kinds: kinds, layer: layer, layerReason: reason)
    }

    /// Whether a path is a test's (under the test root, or in a test folder), without placing it further: the one
    /// question asked of every file before the cache is opened.
    public func isTest(_ path: String) -> Bool {
        let components = Self.components(path)
        return testReason(components, lowered: components.map { Substring($0.lowercased()) }) != nil
    }

    private func testReason(_ components: [Substring], lowered: [Substring]) -> String? {
        let directories = components.dropLast()
        if !testRoot.isEmpty, directories.count >= testRoot.count, zip(testRoot, lowered).allSatisfy({ $0 == $1 }) {
            return "under the test root `\(testRoot.joined(separator: "/"))`"
        }
        for (folder, lowercased) in zip(directories, lowered) where folders[0].names.contains(where: { $0.matches(folder, lowercased: lowercased) }) {
            return "in the test folder `\(folder)`"
        }
        return nil
    }

    private func findLayer(_ components: [Substring], kinds: Set<ArtifactKind>) -> (Layer?, String) {
        let directories = components.dropLast()
        for (position, folder) in zip(directories.indices, directories).reversed() {
            if !holders.isEmpty, holders.contains(directories[...position].joined(separator: "/")) { continue }
            let lowercased = Substring(folder.lowercased())
            for (layer, names) in folders.dropFirst() where names.contains(where: { $0.matches(folder, lowercased: lowercased) }) {
                return (layer, "in the folder `\(folder)`")
            }
        }
        let fromLayout = Set(kinds.compactMap(Self.layer(of:)))
        if fromLayout.count == 1, let layer = fromLayout.first {
            let kind = kinds.sorted { $0.rawValue < $1.rawValue }.first { Self.layer(of: $0) == layer }!
            return (layer, "the layout puts \(kind.rawValue) files here")
        }
        return (nil, "no folder on its path names a layer; `check.layers` can name one")
    }

    /// Seed 002's tree, "The Three Layers": entities, use cases and repository protocols in Domain; repository
    /// implementations, data sources, DTOs and mappers in Data; views, view models and coordinators in Presentation.
    static func layer(of kind: ArtifactKind) -> Layer? {
        switch kind {
        case .model, .repositoryProtocol, .useCase, .validator: return .domain
        case .repositoryImplementation, .dataSource, .dataTransferObject, .mapper, .network: return .data
        case .viewModel, .view, .component, .coordinator, .route, .support: return .presentation
        case .compositionRoot, .appEntry: return .app
        case .mock, .test, .testFixture, .networkTest: return .tests
        }
    }

    /// A path's components without empty and `.` ones (`sources: .` fills `{sourceRoot}` with `.`).
    private static func components(_ path: String) -> [Substring] {
        path.split(separator: "/").filter { $0 != "." }
    }
}
