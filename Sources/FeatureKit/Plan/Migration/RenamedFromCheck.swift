import ScaffoldCore

/// Refuses a `renamedFrom:` naming a key no earlier version stored (issue 33: "`renamedFrom:` reads the old key"): a
/// misspelt old name reads nothing, and the field would silently start empty in every earlier record.
enum RenamedFromCheck {
    static func check(_ spec: FeatureSpec, history: ShapeHistory, into diagnostics: inout DiagnosticCollector) {
        guard let last = history.earlier.last else { return }
        let storedKeys = history.earlier.flatMap(\.keys)
        for (index, field) in spec.fields.enumerated() {
            // A `renamedFrom:` left in the spec after its rename took effect names the key before: nothing to check.
            guard let old = field.renamedFrom, last.field(field.name) == nil, !storedKeys.contains(old) else { continue }
            let current = Set(history.current.keys)
            let candidates = storedKeys.filter { !current.contains($0) }
            let listed = candidates.isEmpty ? "no version stored a key this version does not have"
                : "keys earlier versions stored: " + Array(Set(candidates)).sorted().joined(separator: ", ")
            diagnostics.error(
                "`renamedFrom: \(old)`: no earlier version of \(spec.entity) stored a `\(old)`",
                at: field.location, keyPath: "fields[\(index)].renamedFrom",
                hint: (Suggestion.didYouMean(old, among: candidates).map { "\($0) " } ?? "") + listed
            )
        }
    }
}
