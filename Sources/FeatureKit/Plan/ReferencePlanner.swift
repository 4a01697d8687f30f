import ScaffoldCore

/// Plans how the screens present a field that names another entity's records: a picker over that entity's
/// records by its display field, rows showing that field. The records come through the referenced entity's
/// list UseCase — its list is then called by its own screen and by this feature's, and seed 000 puts an
/// operation "reused across multiple ViewModels" in a UseCase — so the referenced entity must have a list.
///
/// A referenced entity whose records live on a server (issue 31) is read through its remote repository, as its own
/// screens read it, never through its saved copy alone: the picker gathers every page of its list UseCase
/// (`executeAll()`), so it offers what the server holds now — a wallet made on another device, not one deleted there —
/// and, offline, the repository's fallback hands it the whole saved copy in one page, so the person can still choose
/// among the wallets the app last saw (and the pages gathered are saved, so that copy is whole). The reference check on
/// a write asks the same repository for the one record (`fetch(id:)`): the server says whether it still exists; an
/// unreachable server fails the write as offline rather than letting it name a record the server may have deleted.
struct ReferencePlanner {
    let preset: Preset
    let project: ProjectFeatures
    /// An adopted app whose remote features keep a local store (its `@main` App holds the stores; `RemoteSliceRule`).
    var adopted = false

    /// The referenced entity's store, in memory and empty: its own in-memory actor, the in-memory one generated for
    /// previews beside a persistent store, or seed 002's repository over its in-memory data source.
    func memoryStore(of target: FeatureSpec) -> String {
        if served(target) { return "\(servedMemoryStoreType(of: target))()" }
        let repository = preset.style.implementationName("\(target.entity)\(preset.repositoryRole)")
        // A remote spec's store keeps a saved copy even where its remote code is not generated (SavedCopyRule).
        let rule = PersistenceRule(preset: preset)
        switch SavedCopyRule.storage(rule.storage(for: target.persistence), spec: target, rule: rule) {
        case .inMemory: return "\(repository)()"
        case .userDefaults, .jsonFile: return "InMemory\(repository)()"
        case .dataSource, .jsonDataSource: return "\(repository)(dataSource: \(target.entity)LocalDataSource())"
        }
    }

    /// The in-memory store type of a served `target`: its remote slice's store for previews and tests
    /// (`InMemoryRepository.mustache`, `init(<records>: [])`); in `mvvm`, its Service's.
    func servedMemoryStoreType(of target: FeatureSpec) -> String {
        let role = BusinessLogicLayer.of(preset).role == BusinessLogicLayer.services.role ? BusinessLogicLayer.services.role : preset.repositoryRole
        return "InMemory\(preset.style.implementationName("\(target.entity)\(role)"))"
    }

    /// `target`'s records live on a server, with its remote code generated: the rule `target`'s own plan follows
    /// (`RemoteSliceRule`), over the store its saved copy is kept in.
    func served(_ target: FeatureSpec) -> Bool {
        let rule = PersistenceRule(preset: preset)
        let storage = SavedCopyRule.storage(rule.storage(for: target.persistence), spec: target, rule: rule)
        let services = BusinessLogicLayer.of(preset).role == BusinessLogicLayer.services.role
        return RemoteSliceRule.generates(remote: target.remote != nil, storage: storage, services: services, registers: !adopted)
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
            planned.served = served(target)
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
