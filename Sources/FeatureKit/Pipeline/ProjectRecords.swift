import Foundation
import ScaffoldCore

/// What a feature run knows of the project: the entities in its model folder, and the specs scaffold recorded
/// (`FeatureRecord`), with `Specs/<Entity>.yml` standing in for an entity that has no record.
struct ProjectRecords: Sendable {
    var known: Set<String>
    var records: [String: FeatureRecord]
    /// The recorded specs by entity.
    var specs: [String: FeatureSpec]

    init(_ state: ProjectState) {
        known = state.entities
        records = state.records
        specs = Dictionary(records.values.map { ($0.spec.entity, $0.spec) }, uniquingKeysWith: { first, _ in first })
        for entity in known.sorted() where specs[entity] == nil {
            let path = SpecConvention.path(for: entity)
            guard let data = state.specFiles[path],
                  let spec = try? SpecLoader.load(contents: data, path: path, context: SpecContext(knownEntities: known)) else { continue }
            specs[entity] = spec
        }
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
