import Foundation
import ScaffoldCore

/// Everything one `scaffold feature` / `scaffold plan` run needs, gathered by the command in one value.
public struct FeatureRequest: Sendable {
    /// Where the feature description comes from.
    public enum Input: Sendable {
        case shorthand(name: String, fields: [String], operations: [String]?)
        case specFile(path: String, contents: Data)
    }

    public var input: Input
    public var preset: Preset
    public var roots: ProjectRoots
    /// Project root on disk, read only to find the entities that already exist.
    public var root: URL
    /// `--persistence`, and `.scaffold.yml`'s `persistence:` (see `PersistenceRule`).
    public var persistenceFlag: Persistence?
    public var persistenceDefault: Persistence?

    public init(
        input: Input, preset: Preset, roots: ProjectRoots, root: URL,
        persistenceFlag: Persistence? = nil, persistenceDefault: Persistence? = nil
    ) {
        self.input = input
        self.preset = preset
        self.roots = roots
        self.root = root
        self.persistenceFlag = persistenceFlag
        self.persistenceDefault = persistenceDefault
    }
}

/// Spec → Plan → Render: the pure core behind `scaffold feature` and `scaffold plan`.
public struct FeatureGenerator: Sendable {
    public var templates: TemplateSet

    public init(templates: TemplateSet) {
        self.templates = templates
    }

    /// Loads and validates the spec, then decides; throws every problem at once.
    public func plan(_ request: FeatureRequest) throws(ScaffoldError) -> Plan {
        let known = ExistingEntities.find(root: request.root, layout: request.preset.layout, roots: request.roots)
        let context = SpecContext(knownEntities: known)
        let spec: FeatureSpec
        switch request.input {
        case .shorthand(let name, let fields, let operations):
            spec = try SpecLoader.shorthand(name: name, fields: fields, operations: operations, context: context)
        case .specFile(let path, let contents):
            spec = try SpecLoader.load(contents: contents, path: path, context: context)
        }
        return try Planner(
            preset: request.preset, roots: request.roots, knownEntities: known,
            persistenceFlag: request.persistenceFlag, persistenceDefault: request.persistenceDefault
        ).plan(spec)
    }

    public func render(_ plan: Plan) throws(ScaffoldError) -> ChangeSet {
        try Renderer(templates: templates).render(plan)
    }
}

/// Entities the project already has: the Swift files in the layout's model folder (generated or hand-written).
public enum ExistingEntities {
    public static func find(root: URL, layout: Layout, roots: ProjectRoots) -> Set<String> {
        let folder = root.appendingPathComponent(layout.modelDirectory(roots: roots))
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return Set(names.compactMap { name -> String? in
            guard name.hasSuffix(".swift") else { return nil }
            let base = String(name.dropLast(".swift".count))
            guard let first = base.first, first.isUppercase, base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return base
        })
    }
}
