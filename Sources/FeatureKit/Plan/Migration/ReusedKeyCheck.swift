import ScaffoldCore

/// Refuses a key that would read another field's stored values (issue 33): records carry no version number, so a key
/// means one field in every version. A field may not take a key an earlier version stored a renamed field's values
/// under, and `renamedFrom:` cannot rename onto a key the version before still stored its own values under.
enum ReusedKeyCheck {
    static func check(_ spec: FeatureSpec, history: ShapeHistory, into diagnostics: inout DiagnosticCollector) {
        guard let last = history.earlier.last else { return }
        let names = Set(spec.fields.map(\.name))
        for (index, field) in spec.fields.enumerated() {
            if let stored = history.current.field(field.name),
               let taken = stored.formerKeys.first(where: { names.contains($0) }) {
                let takenIndex = spec.fields.firstIndex { $0.name == taken } ?? index
                let version = history.earlier.lastIndex { $0.field(taken) != nil }.map { "version \($0 + 1)" } ?? "an earlier version"
                diagnostics.error(
                    "`\(taken)` is a field again, but the records \(version) stored hold `\(field.name)`'s values under `\(taken)`",
                    at: spec.fields[takenIndex].location, keyPath: "fields[\(takenIndex)].name",
                    hint: "give the new field another name: in those records `\(taken)` is `\(field.name)`"
                )
            }
            if let old = field.renamedFrom, last.field(field.name) != nil, last.field(old) != nil {
                diagnostics.error(
                    "`\(field.name)` is `renamedFrom: \(old)`, but version \(history.earlier.count) stored both `\(field.name)` and `\(old)`: its records would keep their own `\(field.name)`",
                    at: field.location, keyPath: "fields[\(index)].renamedFrom",
                    hint: "give `\(old)`'s values a name no version stored (`renamedFrom: \(old)` there); "
                        + "`\(field.name)`'s stored values then stay with each record until `dropped:` lists it"
                )
            }
        }
    }
}
