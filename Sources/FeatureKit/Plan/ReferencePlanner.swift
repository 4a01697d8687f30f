import ScaffoldCore

/// Plans how the screens present a field that names another entity's records: a picker over that entity's
/// records by its display field, rows showing that field. The records come through the referenced entity's
/// list UseCase — its list is then called by its own screen and by this feature's, and seed 000 puts an
/// operation "reused across multiple ViewModels" in a UseCase — so the referenced entity must have a list.
struct ReferencePlanner {
    let preset: Preset
    let project: ProjectFeatures

    /// The referenced entity's store, in memory and empty: its own in-memory actor, the in-memory one generated for
    /// previews beside a persistent store, or seed 002's repository over its in-memory data source.
    func memoryStore(of target: FeatureSpec) -> String {
        let repository = preset.style.implementationName("\(target.entity)\(preset.repositoryRole)")
        switch PersistenceRule(preset: preset).storage(for: target.persistence) {
        case .inMemory: return "\(repository)()"
        case .userDefaults, .jsonFile: return "InMemory\(repository)()"
        case .dataSource, .jsonDataSource: return "\(repository)(dataSource: \(target.entity)LocalDataSource())"
        }
    }

    func references(of spec: FeatureSpec, diagnostics: inout DiagnosticCollector) -> [PlannedReference] {
        spec.references.compactMap { reference in
            guard let field = spec.fields.first(where: { $0.name == reference.field }) else { return nil }
            guard let target = reference.entity == spec.entity ? spec : project.specs[reference.entity] else {
                // The spec check refuses this for a spec it reads; a recorded spec planned again can meet it.
                diagnostics.error(
                    "\(spec.entity).\(field.name) names \(reference.entity) records, and scaffold has no record of \(reference.entity)",
                    at: field.location, keyPath: "fields.\(field.name)",
                    hint: "generate \(reference.entity) with scaffold first, or remove the `reads:` that names it"
                )
                return nil
            }
            let display = DisplayField.of(target, stated: field.display)
            let displayField = target.fields.first { $0.name == display }
            var planned = PlannedReference(
                field: field.name, entity: target.entity, display: display,
                displayIsOptional: displayField?.type.isOptional ?? false, listUseCase: nil, memoryStore: memoryStore(of: target)
            )
            guard reference.entity != spec.entity else { return planned }
            guard let list = target.operations.first(where: { $0.kind == .fetchAll }) else {
                diagnostics.error(
                    "\(spec.entity).\(field.name) names \(target.entity) records, and \(target.entity) has no list operation to choose them from",
                    at: field.location, keyPath: "fields.\(field.name)",
                    hint: "add `- { name: list, kind: fetchAll }` to \(target.entity)'s operations and generate \(target.entity) again"
                )
                return nil
            }
            if list.useCase == false {
                diagnostics.error(
                    "\(target.entity)'s `\(list.name)` says `useCase: false`, but \(spec.entity)'s screens would call it too",
                    at: field.location, keyPath: "fields.\(field.name)",
                    hint: "remove `useCase: false` from \(target.entity)'s `\(list.name)`: seed 000 puts an operation reused across view models in a UseCase"
                )
                return nil
            }
            let base = Naming.useCaseName(operation: list.name, kind: .fetchAll, entity: target.entity, role: BusinessLogicLayer.of(preset).role)
            planned.listUseCase = PlannedUseCase(
                operation: list.name, kind: .fetchAll, baseName: base,
                protocolName: preset.style.protocolName(base), implementationName: preset.style.implementationName(base),
                repositories: [target.entity], validates: false, sets: [], reads: [], implemented: true
            )
            return planned
        }
    }
}
