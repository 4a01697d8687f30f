import ScaffoldCore

/// Makes a feature's `RecordMigration` from the shapes its records have had and its spec (issue 33): a field's earlier
/// keys are read where its key is missing, its `default:` fills a missing value, a removed field's values are kept
/// until `dropped:` lets them go. The refusals (`ChangedTypeCheck`, `AddedFieldCheck`, `ReusedKeyCheck`,
/// `RenamedFromCheck`) run first: what is planned here reads every earlier record.
struct MigrationPlanner {
    let spec: FeatureSpec
    let history: ShapeHistory

    /// Every refusal, into `diagnostics`; nothing to refuse when no earlier records can exist.
    static func check(_ spec: FeatureSpec, history: ShapeHistory, into diagnostics: inout DiagnosticCollector) {
        guard !history.earlier.isEmpty else { return }
        ChangedTypeCheck.check(spec, history: history, into: &diagnostics)
        AddedFieldCheck.check(spec, history: history, into: &diagnostics)
        ReusedKeyCheck.check(spec, history: history, into: &diagnostics)
        RenamedFromCheck.check(spec, history: history, into: &diagnostics)
    }

    func migration() -> RecordMigration {
        let current = history.current
        let renames = current.fields.filter { !$0.formerKeys.isEmpty }.map { RecordMigration.Rename(field: $0.key, from: $0.formerKeys) }
        let defaults = spec.fields.compactMap { field in field.defaultValue.map { RecordMigration.Default(field: field.name, value: $0) } }
        let dropped = spec.dropped ?? []
        let lineages = Set(current.fields.flatMap(\.lineage))
        var kept: [String] = []
        for shape in history.earlier {
            for key in shape.keys where !lineages.contains(key) && !dropped.contains(key) && !kept.contains(key) {
                kept.append(key)
            }
        }
        return RecordMigration(
            keys: current.keys, renames: renames, defaults: defaults, widened: widened(), kept: kept, dropped: dropped,
            fixtures: history.versions.compactMap { fixture(of: $0.shape, version: $0.number, defaults: defaults, dropped: dropped) },
            shapeCount: history.recorded?.count ?? 1
        )
    }

    /// Fields an earlier version stored as another type that reads as this one, with the versions that did; a field
    /// only made optional, or non-optional with a default (the `default:` line says that), is not one.
    private func widened() -> [RecordMigration.Widening] {
        var result: [RecordMigration.Widening] = []
        for field in history.current.fields {
            for (index, shape) in history.earlier.enumerated() {
                guard let old = shape.holding(field), old.type.unwrapped != field.type.unwrapped else { continue }
                if let existing = result.firstIndex(where: { $0.field == field.key && $0.from == old.type }) {
                    result[existing].versions.append(index + 1)
                } else {
                    result.append(RecordMigration.Widening(field: field.key, from: old.type, to: field.type, versions: [index + 1]))
                }
            }
        }
        return result
    }

    /// A record of `shape`, and what this version reads and saves of it: the generated store's migration, done here
    /// on the fixture's JSON values, so the generated test states the outcome rather than recomputing it.
    private func fixture(of shape: RecordShape, version: Int, defaults: [RecordMigration.Default], dropped: [String]) -> ShapeFixture? {
        var stored: [String: String] = [:]
        for field in shape.fields {
            if field.key == "id" {
                stored["id"] = StoredSample.id(field.type, version: version)
            } else if let sample = StoredSample.json(for: field.type, key: field.key) {
                stored[field.key] = sample
            } else if !field.type.isOptional {
                return nil
            }
        }
        var record = stored
        for field in history.current.fields {
            if record[field.key] == nil, let old = field.formerKeys.first(where: { record[$0] != nil }) { record[field.key] = record[old] }
            for old in field.formerKeys { record[old] = nil }
        }
        for value in defaults where record[value.field] == nil { record[value.field] = value.value.jsonLiteral }
        for key in dropped { record[key] = nil }
        let keys = Set(history.current.keys)
        return ShapeFixture(
            version: version, stored: StoredSample.object(stored),
            read: StoredSample.object(record.filter { keys.contains($0.key) }), saved: StoredSample.object(record)
        )
    }
}
