import Foundation
import ScaffoldCore

/// Everything one `scaffold feature` / `scaffold plan` run needs, gathered by the command in one value.
public struct FeatureRequest: Sendable {
    /// Where the feature description comes from.
    public enum Input: Sendable {
        case shorthand(name: String, fields: [String], operations: [String]?)
        case specFile(path: String, contents: Data)
        /// `--openapi FILE` (with `--schema`, and `--spec` merged over it).
        case openAPI(OpenAPIInput)
    }

    public var input: Input
    public var preset: Preset
    public var roots: ProjectRoots
    /// Project root on disk, read only to find the entities that already exist.
    public var root: URL
    /// `--persistence`, and `.scaffold.yml`'s `persistence:` (see `PersistenceRule`).
    public var persistenceFlag: Persistence?
    public var persistenceDefault: Persistence?
    /// `.scaffold.yml`'s app of its own (`adopted: true`): the feature registers into it.
    public var existingApp: ExistingApp?
    /// `--remote PATH` with the shorthand: `remote: { path: PATH }`.
    public var remoteFlag: String?
    /// Where a feature registers in that app's files, read from them for the feature named (AdoptKit's
    /// `RegistrationSiteReader`, which the command passes in); nil: the anchors alone decide (`RegistrationAnchorReader`).
    public var registrationSites: (@Sendable (_ feature: String) -> RegistrationSites)?

    public init(
        input: Input, preset: Preset, roots: ProjectRoots, root: URL,
        persistenceFlag: Persistence? = nil, persistenceDefault: Persistence? = nil, existingApp: ExistingApp? = nil,
        remoteFlag: String? = nil
    ) {
        self.input = input
        self.preset = preset
        self.roots = roots
        self.root = root
        self.persistenceFlag = persistenceFlag
        self.persistenceDefault = persistenceDefault
        self.existingApp = existingApp
        self.remoteFlag = remoteFlag
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
        let project = ProjectRecords.load(request)
        let context = SpecContext(knownEntities: project.known, entities: project.specs)
        let spec: FeatureSpec
        var notes: [String] = []
        switch request.input {
        case .shorthand(let name, let fields, let operations):
            spec = try SpecLoader.shorthand(name: name, fields: fields, operations: operations, remote: request.remoteFlag, context: context)
        case .specFile(let path, let contents):
            spec = try SpecLoader.load(contents: contents, path: path, context: context)
        case .openAPI(let input):
            let imported = try SpecLoader.openAPI(input, context: context)
            spec = imported.spec
            notes = imported.notes.map(\.oneLine)
        }
        let registration = try request.registration(feature: spec.feature)
        var plan = try Planner(
            preset: request.preset, roots: request.roots, knownEntities: context.knownEntities,
            persistenceFlag: request.persistenceFlag, persistenceDefault: request.persistenceDefault,
            registration: registration, project: project.features(Array(project.specs.values))
        ).plan(spec)
        plan.notes += notes
        return plan
    }

    /// The features generated before whose code depends on `plan`'s — the entities its records name (their
    /// delete keeps the references whole, their list serves its pickers) and those whose records name its
    /// entity (their pickers and rows show it) — planned again from their records with `plan`'s spec in the
    /// project — and, when `plan`'s entity is named like a framework type, those whose code names that type,
    /// so they spell it qualified (`FrameworkShadowing`). Without `plan` (nil), after its feature
    /// `removedFeature` is gone, for `destroy`.
    public func relatedPlans(for plan: Plan?, removedFeature: String? = nil, request: FeatureRequest) throws(ScaffoldError) -> [Plan] {
        let project = ProjectRecords.load(request)
        var specs = project.specs
        let old = project.records[plan?.spec.feature ?? removedFeature ?? ""]?.spec
        if let old { specs[old.entity] = nil }
        if let plan { specs[plan.spec.entity] = plan.spec }
        let changed = [plan?.spec, old].compactMap { $0 }
        var related = Set(changed.flatMap { $0.references.map(\.entity) })
        for spec in specs.values where changed.contains(where: { changed in spec.references.contains { $0.entity == changed.entity } }) {
            related.insert(spec.entity)
        }
        related.subtract(changed.map(\.entity))
        let known = project.known.union(specs.keys)
        let shadowing = FrameworkShadowing(before: project.known.union(project.specs.keys), after: known)
        let candidates = shadowing.isEmpty ? related : related.union(specs.keys).subtracting(changed.map(\.entity))
        var features = project.features(Array(specs.values))
        if let plan {
            // The planned feature's store is the one its plan chose, whatever its record said before.
            var spec = plan.spec
            spec.persistence = plan.statedPersistence ?? spec.persistence
            features = features.replacing(with: spec)
        }
        var plans: [Plan] = []
        for entity in candidates.sorted() {
            guard let spec = specs[entity], let record = project.records[spec.feature] else { continue }
            // A feature naming records of an entity the project no longer has cannot be generated again: it is a
            // dependent of the removal, which `destroy` reports.
            guard spec.references.allSatisfy({ $0.entity == spec.entity || specs[$0.entity] != nil }) else { continue }
            do throws(ScaffoldError) {
                // In an adopted app a feature planned again keeps registering into the app's own root.
                let registration = try request.registration(feature: spec.feature)
                let planned = try Planner(
                    preset: request.preset, roots: request.roots, knownEntities: known,
                    persistenceFlag: record.persistence, registration: registration, project: features
                ).plan(spec)
                // Not a reference: regenerated only when its code names what the new entity shadows.
                if !related.contains(entity) {
                    guard shadowing.names(in: try render(planned)) else { continue }
                }
                plans.append(planned)
            } catch {
                // A feature that names what is gone cannot be planned again; the spec check says so when it is.
                guard let plan else { continue }
                throw RelatedFeature.failed(
                    spec.feature, because: error,
                    why: related.contains(entity) ? "\(plan.spec.feature) refers to it or it to \(plan.spec.feature)"
                        : FrameworkShadowing.reason(entity: plan.spec.entity) ?? plan.spec.feature
                )
            }
        }
        return plans
    }

    public func render(_ plan: Plan) throws(ScaffoldError) -> ChangeSet {
        try Renderer(templates: templates).render(plan)
    }

    /// What an adopted app's person pastes by hand (`PasteStep`); empty when every registration was inserted.
    public func pasteSteps(_ plan: Plan) throws(ScaffoldError) -> [PasteStep] {
        try Renderer(templates: templates).pasteSteps(plan)
    }

    /// `plan`'s files with those of the features regenerated with it, each in its own group.
    public func render(_ plan: Plan, related: [Plan]) throws(ScaffoldError) -> ChangeSet {
        var changes = try render(plan)
        for other in related { changes = changes.adding(companion: try render(other)) }
        return changes
    }
}

/// A feature regenerated with another that can no longer be planned: its errors, said as what they are about.
enum RelatedFeature {
    /// `why` completes "regenerated because …".
    static func failed(_ feature: String, because error: ScaffoldError, why: String) -> ScaffoldError {
        guard case .invalidSpec(let diagnostics) = error else { return error }
        return .invalidSpec(diagnostics.map { diagnostic in
            var copy = diagnostic
            copy.message = "\(feature) (regenerated because \(why)): \(diagnostic.message)"
            return copy
        })
    }
}

/// Entities the project already has: the Swift files in the layout's model folder (generated or hand-written).
public enum ExistingEntities {
    public static func find(root: URL, layout: Layout, roots: ProjectRoots) -> Set<String> {
        let folder = root.appendingPathComponent(layout.modelDirectory(roots: roots))
        guard let entries = FileSystem.list(folder.path(percentEncoded: false), where: { $0.hasSuffix(".swift") }) else { return [] }
        return Set(entries.compactMap { entry -> String? in
            let name = entry.name
            let base = String(name.dropLast(".swift".count))
            guard let first = base.first, first.isUppercase, base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return base
        })
    }
}

/// What a feature run knows of the project: the entities in its model folder, and the specs scaffold recorded
/// (`FeatureRecord`), with `Specs/<Entity>.yml` standing in for an entity that has no record.
struct ProjectRecords {
    var known: Set<String>
    var records: [String: FeatureRecord]
    /// The recorded specs by entity.
    var specs: [String: FeatureSpec]

    static func load(_ request: FeatureRequest) -> ProjectRecords {
        let known = ExistingEntities.find(root: request.root, layout: request.preset.layout, roots: request.roots)
        let records = FeatureRecord.loadAll(root: request.root)
        var specs = Dictionary(records.values.map { ($0.spec.entity, $0.spec) }, uniquingKeysWith: { first, _ in first })
        for entity in known.sorted() where specs[entity] == nil {
            let path = SpecConvention.path(for: entity)
            guard let data = FileSystem.contents(of: request.root.appendingPathComponent(path).path),
                  let spec = try? SpecLoader.load(contents: data, path: path, context: SpecContext(knownEntities: known)) else { continue }
            specs[entity] = spec
        }
        return ProjectRecords(known: known, records: records, specs: specs)
    }

    /// The project for planning: each recorded spec with the persistence that won when it was planned, so a plan
    /// knows the store of an entity it names.
    func features(_ specs: [FeatureSpec]) -> ProjectFeatures {
        ProjectFeatures(specs.map { spec in
            var spec = spec
            if let persistence = records[spec.feature]?.persistence { spec.persistence = persistence }
            return spec
        })
    }
}

extension FeatureRequest {
    /// How `feature` registers in the adopted app, from the places its files hold (`registrationSites`), else from its
    /// anchors; nil for an app scaffold made. A shape scaffold cannot edit safely stops the run here, before anything
    /// is written, with each place and what to do.
    func registration(feature: String) throws(ScaffoldError) -> Registration? {
        guard let app = existingApp else { return nil }
        guard let registrationSites else {
            return Registration(app: app, anchors: RegistrationAnchorReader.read(root: root, app: app, feature: feature))
        }
        let sites = registrationSites(feature)
        if !sites.problems.isEmpty { throw .uneditableRoot(sites.problems) }
        return Registration(app: app, sites: sites)
    }
}
