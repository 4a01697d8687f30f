import ScaffoldCore

/// Previews whose sample names a record that exists (issue 35 L7: the sample book named an author no store held, so
/// its row and its form's picker showed none). Seed 000 (Dependency injection) builds a preview as the app builds it,
/// over stores of its own: a sample's reference field names the referenced entity's record by a fixed id
/// (`id(ofType:)`), and that record is put in its entity's in-memory store of the same preview root; the row's preview
/// is given it. Seed 002's root makes its preview stores itself (`stores: .preview`), each holding its feature's sample
/// under that fixed id, so they meet there without another line.
struct PreviewReferences {
    static let seedQuote = "Provide default values for production implementations (000_c7ec1093a6c69dce.txt, Dependency injection)"

    let preset: Preset
    let project: ProjectFeatures
    let previews: PreviewSamples
    /// An adopted app whose remote features keep a local store (its `@main` App holds the stores, `RemoteWiring.registers`):
    /// a served entity's store is then the local one.
    var adopted = false

    /// The id types a preview sample's id is fixed for; another keeps its fixture's id and is named by no preview.
    static let fixedIDTypes: Set<String> = ["UUID", "String", "Int"]

    /// The id every preview sample of an entity whose id is of `type` has: a fixed UUID, `1` or `"id-1"`.
    static func id(ofType type: String, names: FrameworkNames) -> String {
        switch type {
        case "String": return "\"id-1\""
        case "Int": return "1"
        default: return "\(names.spell("UUID"))(uuidString: \"00000000-0000-0000-0000-000000000001\")!"
        }
    }

    /// The id type of `spec`'s records (`UUID` when it declares no id).
    static func idType(of spec: FeatureSpec) -> String {
        spec.idField?.type.description ?? "UUID"
    }

    /// The preview value of a field of `spec` naming one record of another entity: that entity's sample id; nil for
    /// other fields, a list of references, or an entity scaffold has no spec of.
    func value(of field: FieldSpec, in spec: FeatureSpec) -> String? {
        guard let reference = spec.references.first(where: { $0.field == field.name }), !KnownTypes.isArray(field.type.unwrapped),
              let target = reference.entity == spec.entity ? spec : project.specs[reference.entity],
              Self.fixedIDTypes.contains(Self.idType(of: target)) else { return nil }
        return Self.id(ofType: Self.idType(of: target), names: previews.names)
    }

    /// `references` with, for each one naming another entity, its sample record (with the fixed id) and that entity's
    /// in-memory store holding it; a reference to the feature's own records names the preview's own sample.
    func withPreviewRecords(_ references: [PlannedReference], of spec: FeatureSpec) -> [PlannedReference] {
        references.map { reference in
            var reference = reference
            guard reference.entity != spec.entity, let target = project.specs[reference.entity],
                  Self.fixedIDTypes.contains(Self.idType(of: target)),
                  let field = spec.fields.first(where: { $0.name == reference.field }), !KnownTypes.isArray(field.type.unwrapped),
                  let record = previews.record(of: target.entity, id: Self.id(ofType: Self.idType(of: target), names: previews.names))
            else { return reference }
            reference.previewRecord = record
            reference.previewStore = store(of: target, holding: record)
            return reference
        }
    }

    /// The target's in-memory store holding `record`, as the previews of its own feature make it.
    func store(of target: FeatureSpec, holding record: String) -> String {
        let repository = preset.style.implementationName("\(target.entity)\(preset.repositoryRole)")
        let records = Naming.lowerFirst(Naming.plural(target.entity))
        // A server's records (issue 31): the remote slice's in-memory store, as the referring feature's tests use it.
        let references = ReferencePlanner(preset: preset, project: project, adopted: adopted)
        if references.served(target) { return "\(references.servedMemoryStoreType(of: target))(\(records): [\(record)])" }
        switch PersistenceRule(preset: preset).storage(for: target.persistence) {
        case .inMemory: return "\(repository)(\(records): [\(record)])"
        case .userDefaults, .jsonFile: return "InMemory\(repository)(\(records): [\(record)])"
        case .dataSource, .jsonDataSource:
            return "\(repository)(dataSource: \(target.entity)LocalDataSource(records: [\(target.entity)Mapper.dto(from: \(record))]))"
        }
    }
}
