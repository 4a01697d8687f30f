import ScaffoldCore

/// Reads the preset's layout backwards: which artifact kinds a path can be, and so which layer it is in.
///
/// A pattern is matched folder by folder: `{sourceRoot}` and `{testRoot}` are the project's roots, `{feature}`,
/// `{entity}` and `{name}` stand for one path component (or part of one: `{name}.swift`).
public struct LayoutMatcher: Sendable {
    private let patterns: [(kind: ArtifactKind, components: [Substring])]

    public init(layout: Layout, roots: ProjectRoots) {
        patterns = layout.patterns.sorted { $0.key.rawValue < $1.key.rawValue }.map { kind, pattern in
            let filled = pattern
                .replacingOccurrences(of: "{sourceRoot}", with: roots.sources)
                .replacingOccurrences(of: "{testRoot}", with: roots.tests)
            return (kind, filled.split(separator: "/"))
        }
    }

    public func kinds(of path: String) -> Set<ArtifactKind> {
        let components = path.split(separator: "/")
        return Set(patterns.filter { pattern in
            pattern.components.count == components.count
                && zip(pattern.components, components).allSatisfy { Self.matches($0, $1) }
        }.map(\.kind))
    }

    /// The layer of a path: from the kinds its layout patterns give, else from a layer's folder on the way.
    public func layer(of path: String, kinds: Set<ArtifactKind>) -> Layer? {
        let layers = Set(kinds.compactMap(Self.layer(of:)))
        if layers.count == 1 { return layers.first }
        for component in path.split(separator: "/").dropLast().reversed() {
            switch component {
            case "Domain": return .domain
            case "Data": return .data
            case "Presentation": return .presentation
            default: continue
            }
        }
        return nil
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

    /// One path component against one pattern component; placeholders stand for any non-empty text.
    private static func matches(_ pattern: Substring, _ component: Substring) -> Bool {
        guard let open = pattern.firstIndex(of: "{") else { return pattern == component }
        guard let close = pattern[open...].firstIndex(of: "}") else { return pattern == component }
        let prefix = pattern[..<open], suffix = pattern[pattern.index(after: close)...]
        guard !suffix.contains("{") else { return component.count > prefix.count + suffix.count }
        return component.count > prefix.count + suffix.count && component.hasPrefix(prefix) && component.hasSuffix(suffix)
    }
}
