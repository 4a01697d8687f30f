import ScaffoldCore

/// `feature` and `plan` never declare a type the module already has: each clash is an error at the existing
/// declaration, naming what the feature would have declared and the keys that rename the feature's type. Nothing is
/// written (`ScaffoldError.typeCollisions`, exit code 4). Files the plan itself writes are not "the module's" (the
/// caller leaves them out): running a feature again regenerates its own types.
public enum TypeCollisions {
    public static func problems(plan: Plan, existing: [LocatedName]) -> [Diagnostic] {
        problems(plan: plan, planned: plan.plannedTypes, existing: existing)
    }

    /// `planned`: every type the run would declare (`ChangeSetTypes`), the plan's own and those of the files it
    /// writes with them.
    public static func problems(plan: Plan, planned list: [PlannedType], existing: [LocatedName]) -> [Diagnostic] {
        let planned = Dictionary(list.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return existing.compactMap { declaration -> Diagnostic? in
            guard let type = planned[declaration.name] else { return nil }
            return Diagnostic(
                .error,
                "`\(type.name)` is already declared here; the \(plan.spec.feature) feature would declare it again as \(type.role) (\(type.path))",
                at: declaration.location, keyPath: type.keys.first, hint: hint(for: type, entity: plan.spec.entity)
            )
        }
        .sorted { ($0.location?.file ?? "", $0.location?.line ?? 0) < ($1.location?.file ?? "", $1.location?.line ?? 0) }
    }

    private static func hint(for type: PlannedType, entity: String) -> String {
        if type.keys == [ChangeSetTypes.appRootKey] {
            return "the app has a root of its own: run `scaffold adopt` to write .scaffold.yml, or add `adopted: true` (with `compositionRoot:` "
                + "and `rootView:`) to it, and scaffold registers features into the app's root instead of writing one"
        }
        if type.keys.isEmpty { return "rename the app's type, or remove the file scaffold would write beside it" }
        let config = type.keys.filter { $0 != "entity" }.map { "`\($0)`" }
        var ways: [String] = []
        if !config.isEmpty { ways.append("set " + config.joined(separator: " or ") + " in .scaffold.yml") }
        if type.keys.contains("entity") { ways.append("give the spec another `entity:` (e.g. `entity: \(entity)Item`)") }
        return "rename the feature's type: " + ways.joined(separator: ", or ")
    }
}
