/// Whether an operation name is one edit from a built-in one, which the tool reads as a typo unless the spec
/// writes `kind: custom` (Docs/Spec.md, operation `name`; `OperationNameCheck`).
enum SweepEditDistance {
    /// The names a spec-file typo is measured against: one per CRUD kind, and the kinds' own names.
    static let builtIn = ["list", "fetch", "create", "update", "delete", "fetchAll"]

    static func isOneEditFromBuiltIn(_ name: String) -> Bool {
        builtIn.contains { distance(name, $0) <= 1 }
    }

    /// Levenshtein distance.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
