import Foundation
import ScaffoldCore

/// Spec → Plan → Render: the pure core behind `scaffold feature`, `plan` and `destroy`. It decides from the project as
/// `ProjectState` read it and keeps every file in memory; `FeaturePipeline` reads the state and hands the result to
/// the writer.
public struct FeatureGenerator: Sendable {
    public let state: ProjectState
    /// The recorded features, read from `state` once.
    let project: ProjectRecords

    public init(state: ProjectState) {
        self.state = state
        project = ProjectRecords(state)
    }

    var templates: TemplateSet { state.templates }
    private var context: ProjectContext { state.context }

    /// Loads and validates the spec, then decides; throws every problem at once.
    public func plan(_ request: FeatureRequest) throws(ScaffoldError) -> Plan {
        let specContext = SpecContext(knownEntities: project.known, entities: project.specs)
        var spec: FeatureSpec
        var notes: [String] = []
        var importedSchema: String?
        switch request.input {
        case .shorthand(let name, let fields, let operations):
            spec = try SpecLoader.shorthand(name: name, fields: fields, operations: operations, remote: request.remoteFlag, context: specContext)
        case .specFile(let path, let contents):
            spec = try SpecLoader.load(contents: contents, path: path, context: specContext)
        case .openAPI(let input):
            let imported = try SpecLoader.openAPI(input, context: specContext)
            spec = imported.spec
            notes = imported.notes.map(\.oneLine)
            importedSchema = imported.schema
        }
        if case .specFile = request.input {} else {
            // The spec these runs save says the flag's persistence (`ShorthandSpec`), so it is their spec's too: a run
            // from the saved spec then records the same feature, rather than rewriting its record.
            spec.persistence = request.persistenceFlag ?? spec.persistence
        }
        var plan = try Planner(
            preset: context.preset, roots: context.roots, knownEntities: specContext.knownEntities,
            persistenceFlag: request.persistenceFlag, persistenceDefault: context.config?.persistence,
            registration: try registration(for: spec.feature), project: project.features(Array(project.specs.values)),
            // A feature destroyed before still has its records on the devices: what they were stored as is read as ever.
            previous: DestroyedRecord.previous(of: spec.feature, in: state, preset: context.preset)
        ).with(remoteSettings: context.config?.remote).plan(spec)
        plan.notes += notes + (plan.registration?.notes ?? [])
        plan.importedSchema = importedSchema
        if let note = UntargetedTestsNote.text(config: context.config, feature: spec.feature) { plan.notes.append(note) }
        return plan
    }

    /// In an adopted app, where `feature` registers into the app's own root (a feature planned again keeps doing so):
    /// the places the app's files hold, as the state read them (`ProjectState.registrationSites`), else its anchors;
    /// nil for an app scaffold made. A shape scaffold cannot edit safely stops the run here, before anything is
    /// written, with each place and what to do.
    func registration(for feature: String) throws(ScaffoldError) -> Registration? {
        guard let app = context.config?.existingApp else { return nil }
        guard let sites = state.registrationSites?(feature) else {
            return Registration(app: app, anchors: RegistrationAnchorReader.read(state.regionFiles, app: app, feature: feature))
        }
        if !sites.problems.isEmpty { throw .uneditableRoot(sites.problems) }
        return Registration(app: app, sites: sites)
    }

    /// The features generated before whose code depends on `plan`'s — the entities its records name (their
    /// delete keeps the references whole, their list serves its pickers) and those whose records name its
    /// entity (their pickers and rows show it) — planned again from their records with `plan`'s spec in the
    /// project — and, when `plan`'s entity is named like a framework type, those whose code names that type,
    /// so they spell it qualified (`FrameworkShadowing`). Without `plan` (nil), after its feature
    /// `removedFeature` is gone, for `destroy`.
    public func relatedPlans(for plan: Plan?, removedFeature: String? = nil) throws(ScaffoldError) -> [Plan] {
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
                let planned = try Planner(
                    preset: context.preset, roots: context.roots, knownEntities: known,
                    persistenceFlag: record.persistence, registration: try registration(for: spec.feature), project: features,
                    previous: record
                ).with(remoteSettings: context.config?.remote).plan(spec)
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

