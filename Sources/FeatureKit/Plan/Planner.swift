import ScaffoldCore

/// Turns a validated spec into a `Plan`: decisions per operation, the UseCases they require, the view
/// models that call them, sample values for tests, and every artifact with its path.
public struct Planner: Sendable {
    public var preset: Preset
    public var roots: ProjectRoots
    public var knownEntities: Set<String>
    /// `--persistence`, which wins over the spec's `persistence:`.
    public var persistenceFlag: Persistence?
    /// `.scaffold.yml`'s `persistence:`, for specs that state none.
    public var persistenceDefault: Persistence?
    /// An adopted app's own root and root view (`Registration`): nil for an app scaffold created.
    public var registration: Registration?
    /// The project's recorded features: what the spec's references name, and what refers to its entity.
    public var project: ProjectFeatures
    /// What scaffold recorded of this feature before (nil: a new feature): the shapes its stored records have had.
    public var previous: FeatureRecord?
    /// `.scaffold.yml`'s `remote:`: the base URL, key style and dates every remote feature of the app shares.
    public var remoteSettings: RemoteSettings? = nil

    public init(
        preset: Preset, roots: ProjectRoots, knownEntities: Set<String> = [],
        persistenceFlag: Persistence? = nil, persistenceDefault: Persistence? = nil, registration: Registration? = nil,
        project: ProjectFeatures = ProjectFeatures(), previous: FeatureRecord? = nil
    ) {
        // An adopted app keeps its own root, navigation and first screen: no root, coordinators or app-wide
        // view models of scaffold's, so screens navigate by value in the app's own NavigationStack.
        self.preset = registration == nil ? preset : preset.adopted
        self.registration = registration
        self.roots = roots
        self.knownEntities = knownEntities
        self.persistenceFlag = persistenceFlag
        self.persistenceDefault = persistenceDefault
        self.project = project
        self.previous = previous
    }

    /// The same planner with the app's `remote:` settings.
    public func with(remoteSettings: RemoteSettings?) -> Planner {
        var planner = self
        planner.remoteSettings = remoteSettings
        return planner
    }

    public func plan(_ spec: FeatureSpec) throws(ScaffoldError) -> Plan {
        var diagnostics = DiagnosticCollector()
        checkOneOperationPerCRUDKind(spec, &diagnostics)
        checkFormDefaults(spec, &diagnostics)
        checkReservedNames(spec, &diagnostics)
        AvailabilityNames.check(spec, into: &diagnostics)
        let project = project.replacing(with: spec)
        let stated = PersistenceRule.stated(flag: persistenceFlag, spec: spec.persistence, config: persistenceDefault)
        let chosen = PersistenceRule(preset: preset).storage(for: stated?.0)
        let storage = SavedCopyRule.storage(chosen, spec: spec, rule: PersistenceRule(preset: preset))
        // A custom operation's `remote:` request is its effect where the feature's server slice is generated (issue 31).
        let sendsRequests = RemoteSliceRule.generates(
            remote: spec.remote != nil, storage: storage, services: BusinessLogicLayer.of(preset).role == BusinessLogicLayer.services.role,
            registers: RemoteWiring.registers(registration)
        )
        let decider = Decider(
            repositoryDirectForbidden: preset.everyOperationThroughUseCase,
            incoming: project.incoming(to: spec.entity), listUsers: project.listUsers(of: spec.entity),
            detailScreens: DetailScreen.generated(preset: preset, adopted: registration != nil), sendsRequests: sendsRequests
        )
        let decisions = spec.operations.map { decider.decide($0, in: spec, diagnostics: &diagnostics) }
        let frameworkNames = FrameworkNames(projectTypes: knownEntities.union([spec.entity]))
        let referenceFields = Set(spec.references.map(\.field))
        let previews = PreviewSamples(project: project, names: frameworkNames)
        let previewReferences = PreviewReferences(preset: preset, project: project, previews: previews, adopted: !RemoteWiring.registers(registration))
        let references = previewReferences.withPreviewRecords(
            ReferencePlanner(preset: preset, project: project, adopted: !RemoteWiring.registers(registration)).references(of: spec, diagnostics: &diagnostics), of: spec
        )
        let samples = spec.fields.enumerated().map { index, field in
            var builder = SampleBuilder(knownEntities: knownEntities, names: frameworkNames, references: referenceFields)
            builder.ownEntity = spec.entity
            var samples = builder.samples(for: field, diagnostics: &diagnostics, keyPath: "fields[\(index)]")
            samples.preview = previews.value(of: field) ?? previewReferences.value(of: field, in: spec)
            return samples
        }
        let history = ShapeHistory(
            previous: previous, previousStored: previous?.storedRecords(preset: preset) ?? false,
            spec: spec, persists: storage.persists
        )
        if diagnostics.hasErrors { throw .invalidSpec(diagnostics.diagnostics) }

        let names = typeNames(spec, frameworkNames: frameworkNames)
        let useCases = zip(spec.operations, decisions).filter { $0.1.useCase }.map { operation, decision in
            var useCase = plannedUseCase(operation, decision, spec: spec)
            // A UseCase whose body is the team's (created once, never overwritten) keeps what it was created with:
            // the references other features hold come and go with those features, and its initializer cannot follow.
            useCase.keeps = decision.implemented ? decider.keeps(operation) : []
            return useCase
        }
        let wiring = ViewModelWiring(spec: spec, decisions: decisions, otherFeaturesUsers: Set(decider.listUsers), detailScreens: decider.detailScreens)
        var plan = Plan(
            spec: spec, preset: preset.name, style: preset.style, viewModelProtocol: preset.viewModelProtocol,
            injection: preset.injection, storage: storage,
            storageSource: storage == chosen ? (stated?.1 ?? .preset).rawValue : SavedCopyRule.source, repositoryRole: preset.repositoryRole,
            coordinator: preset.coordinator, listViewModelFromEnvironment: preset.listViewModelFromEnvironment,
            useCaseInput: preset.useCaseInput, businessLogic: BusinessLogicLayer.of(preset), frameworkNames: frameworkNames, roots: roots, names: names, decisions: decisions, useCases: useCases,
            listViewModel: wiring.list, formViewModel: wiring.form, samples: samples, artifacts: [], notes: wiring.notes,
            registration: registration
        )
        plan.references = references
        plan.detailViewModel = wiring.detail
        plan.registration?.previewStores = ReferencePlanner(preset: preset, project: project, adopted: !RemoteWiring.registers(registration))
            .previewStores(for: useCases, entity: spec.entity)
        plan.statedPersistence = stated?.0
        plan.remote = RemoteSource(spec: spec, settings: remoteSettings)
        if let role = RemoteServiceRole.role(plan) {
            plan.ownRepositoryRole = role
            plan.names = typeNames(spec, frameworkNames: frameworkNames, role: role)
        }
        // A server-backed feature's saved copy is a cache of the server: a record the API changed is dropped and fetched
        // again (issue 31), so only records the device alone holds are migrated, and refused changes concern only them.
        let keepsDeviceData = storage.persists && !RemoteArtifacts.supports(plan)
        if keepsDeviceData {
            MigrationPlanner.check(spec, history: history, into: &diagnostics)
            if diagnostics.hasErrors { throw .invalidSpec(diagnostics.diagnostics) }
        }
        plan.recordedShapes = history.recorded
        plan.migration = keepsDeviceData ? MigrationPlanner(spec: spec, history: history).migration() : nil
        plan.artifacts = ArtifactList(preset: preset, roots: roots).artifacts(for: plan)
        plan.notes += shadowingNotes(spec, frameworkNames: frameworkNames)
        if let notice = TeamOwnedLoadNotice(plan: plan) { plan.notes.append(notice.note) }
        if let note = RemoteArtifacts.note(plan) { plan.notes.append(note) }
        if let note = AppClientAdapter.note(plan) { plan.notes.append(note) }
        // `plan` names the client as the app reaches it: where the `@main` App holds the stores, its shared instance.
        if let client = plan.remote?.client, client.shared != nil {
            let reached = AppClientAdapter.reachable(client, plan)
            plan.remote?.client = reached
        }
        return plan
    }

    func typeNames(_ spec: FeatureSpec, frameworkNames: FrameworkNames, role: String? = nil) -> TypeNames {
        let entity = spec.entity
        let style = preset.style
        let role = role ?? preset.repositoryRole
        return TypeNames(
            entity: entity,
            entities: Naming.plural(entity),
            entityVariable: Naming.lowerFirst(entity),
            entitiesVariable: Naming.lowerFirst(Naming.plural(entity)),
            idType: frameworkNames.spell(spec.idField?.type ?? .named("UUID")),
            repositoryProtocol: style.protocolName("\(entity)\(role)"),
            repository: style.implementationName("\(entity)\(role)"),
            repositoryError: "\(entity)\(role)Error",
            validator: "\(entity)Validator",
            validationError: "\(entity)ValidationError",
            listViewModel: "\(entity)ListViewModel",
            formViewModel: "\(entity)FormViewModel",
            listView: "\(entity)ListView",
            rowView: "\(entity)Row",
            formView: "\(entity)FormView",
            dataSource: "\(entity)LocalDataSource",
            dataTransferObject: "\(entity)DTO",
            mapper: "\(entity)Mapper",
            coordinator: "\(spec.feature)Coordinator",
            route: "\(entity)Route",
            operationError: "\(entity)OperationError",
            storedRecord: "\(entity)StoredRecord",
            storageNotice: "\(entity)StorageNotice"
        )
    }

    func plannedUseCase(_ operation: OperationSpec, _ decision: OperationDecision, spec: FeatureSpec) -> PlannedUseCase {
        let base = Naming.useCaseName(
            operation: operation.name, kind: operation.kind, entity: spec.entity, role: BusinessLogicLayer.of(preset).role
        )
        var repositories = [spec.entity]
        // The body of an unwritten UseCase is the team's, written against the repositories its own spec names
        // (`repositories:`, `reads:`): not those of features that refer to the entity, which are added and removed
        // later, while its file (created once) keeps the initializer it was created with (Tests/Fixtures/Sweep/
        // unwritten-delete-referenced-later).
        let stated = decision.implemented ? decision.repositories
            : Decider.union(operation.repositories ?? [], (operation.reads ?? []).map(\.entity))
        for entity in stated where !repositories.contains(entity) { repositories.append(entity) }
        return PlannedUseCase(
            operation: operation.name, kind: operation.kind, baseName: base,
            protocolName: preset.style.protocolName(base), implementationName: preset.style.implementationName(base),
            repositories: repositories, validates: decision.validates && spec.hasRules,
            sets: operation.sets ?? [], reads: operation.reads ?? [], implemented: decision.implemented
        )
    }

    private func checkOneOperationPerCRUDKind(_ spec: FeatureSpec, _ diagnostics: inout DiagnosticCollector) {
        var seen: [OperationKind: String] = [:]
        for operation in spec.operations where operation.kind.isCRUD {
            if let first = seen[operation.kind] {
                diagnostics.error(
                    "operations '\(first)' and '\(operation.name)' are both of kind \(operation.kind.rawValue)",
                    at: operation.keyLocations["kind"] ?? operation.location, keyPath: "\(operation.keyPath).kind",
                    hint: "keep one \(operation.kind.rawValue) operation, or make '\(operation.name)' a custom operation (kind: custom)"
                )
            }
            seen[operation.kind] = seen[operation.kind] ?? operation.name
        }
    }

    /// An entity named like a framework type shadows it in the whole module: generated code spells the
    /// framework's qualified, the features generated before it are regenerated with it where they name it
    /// (`FrameworkShadowing`), and code the team owns is theirs to qualify.
    func shadowingNotes(_ spec: FeatureSpec, frameworkNames: FrameworkNames) -> [String] {
        guard let module = FrameworkNames.modules[spec.entity] else { return [] }
        guard !knownEntities.subtracting([spec.entity]).isEmpty else { return [] }
        return [
            "entity \(spec.entity) shadows \(module)'s `\(spec.entity)` in the whole module: generated code spells that one "
                + "`\(module).\(spec.entity)` (the features generated before that name it are regenerated with \(spec.entity)); "
                + "in code of your own, write `\(module).\(spec.entity)` where you mean \(module)'s"
        ]
    }

    /// Methods the generated view models declare, which an operation of the same name would collide with.
    static let reservedOperationNames: Set<String> = ["save", "load", "show", "dismissError", "makeViewModel"]

    /// Operations named like a view model method, and entity or feature names the preset's own types already take.
    private func checkReservedNames(_ spec: FeatureSpec, _ diagnostics: inout DiagnosticCollector) {
        for operation in spec.operations where Planner.reservedOperationNames.contains(operation.name) {
            diagnostics.error(
                "operation '\(operation.name)' clashes with a method scaffold generates in the \(spec.entity) view models",
                at: operation.keyLocations["name"] ?? operation.location, keyPath: "\(operation.keyPath).name",
                hint: "rename the operation (for example \(operation.name)\(spec.entity))"
            )
        }
        let taken = presetTypeNames
        for (role, name) in [("entity", spec.entity), ("feature", spec.feature)] {
            if let owner = taken[name] {
                diagnostics.error(
                    "\(role) name `\(name)` is taken: the \(preset.name) preset generates \(owner) of that name",
                    keyPath: role, hint: "choose another name, e.g. `\(name)Item`"
                )
            }
        }
        if preset.coordinator, let owner = taken["\(spec.feature)Coordinator"] {
            diagnostics.error(
                "feature `\(spec.feature)` would name its coordinator `\(spec.feature)Coordinator`, which is \(owner)",
                keyPath: "feature", hint: "choose another feature name, e.g. `\(spec.feature)Feature`"
            )
        }
    }

    /// The app-wide types this preset generates, by name, with what each is.
    var presetTypeNames: [String: String] {
        // An adopted app's own types are found in its sources (`TypeCollisions`); scaffold adds no app-wide ones.
        var names = registration == nil ? ["HomeView": "the app's first screen"] : [:]
        if let root = preset.compositionRoot { names[root.typeName] = "the composition root" }
        if preset.viewModelProtocol { names["ViewModel"] = "the view model protocol" }
        if preset.useCaseInput { names["UseCase"] = "the UseCase protocol" }
        if preset.coordinator { names["AppCoordinator"] = "the app's navigation coordinator" }
        // Nested in AppDependencies, where an entity of that name would be hidden by it.
        if preset.compositionRoot == .appDependencies { names["Stores"] = "AppDependencies.Stores, whose stores a root is made with" }
        return names
    }

    /// A create form needs a starting value for every field; another entity has none to offer, and a list the form
    /// does not edit starts empty, which its rules may refuse.
    private func checkFormDefaults(_ spec: FeatureSpec, _ diagnostics: inout DiagnosticCollector) {
        if spec.operations.contains(where: { $0.kind == .create }) {
            for (index, field) in spec.fields.enumerated() where UneditedCollection.refusesItsStart(field, in: spec) {
                let rule = field.rules.first { !RuleEvaluator.passes($0, .collection(count: 0, element: "", keys: nil)) }.map(\.description) ?? ""
                diagnostics.error(
                    "field '\(field.name)' (\(field.type)) is not edited in the generated \(spec.entity) form, so a new \(Naming.label(spec.entity).lowercased()) starts with it empty, which `\(rule)` refuses: the form could never create one",
                    at: field.location, keyPath: "fields[\(index)].rules",
                    hint: "drop `\(rule)`, or make the field optional (\(field.type)?)" + (FieldKind(field.type) == .array(.named("String")) ? "" : ", or a list of text ([String]), which the form edits")
                )
            }
        }
        guard spec.operations.contains(where: { $0.kind == .create || $0.kind == .update }) else { return }
        for (index, field) in spec.fields.enumerated() where !field.type.isOptional && field.name != "id" {
            if case .entity(let name) = FieldKind(field.type) {
                diagnostics.error(
                    "field '\(field.name)' of entity type \(name) cannot be edited in the generated \(spec.entity) form and has no value to start a new one with",
                    at: field.location, keyPath: "fields[\(index)].type",
                    hint: "make it optional (\(name)?) or a list ([\(name)]), or store its id (\(Naming.lowerFirst(name))ID: UUID)"
                )
            }
        }
    }
}
