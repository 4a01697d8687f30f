import ScaffoldCore

/// A feature never breaks code it did not write: an entity named like a framework type (`View`, `Task`, `State`)
/// takes that name over in the whole module, so every line of the person's that names the framework's type
/// plainly (`some View`, `Task { … }`, `@State`) would mean the entity and stop building. scaffold qualifies the
/// name in what it generates (`FrameworkNames`, `FrameworkShadowing`), but the rest of the module is the person's:
/// the feature refuses, at the first such use in each file, before anything is written
/// (`ScaffoldError.shadowedTypes`, exit code 4): no project is left not building by a command that could have
/// known. An entity already declared does not count: the name was taken before this run (the caller checks).
public enum ShadowedFrameworkTypes {
    /// The framework type the plan's entity would hide, with its module; nil when the name is the project's own.
    public static func hidden(by plan: Plan) -> (name: String, module: String)? {
        let entity = plan.spec.entity
        return FrameworkNames.modules[entity].map { (entity, $0) }
    }

    /// One error per file that names the hidden type plainly, at its first use, with how many uses the file has.
    public static func problems(plan: Plan, uses: [LocatedName]) -> [Diagnostic] {
        guard let (name, module) = hidden(by: plan) else { return [] }
        let byFile = Dictionary(grouping: uses.filter { $0.name == name }, by: { $0.location.file })
        return byFile.keys.sorted().compactMap { file -> Diagnostic? in
            let inFile = byFile[file]!.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
            guard let first = inFile.first else { return nil }
            let more = inFile.count > 1 ? " (and \(inFile.count - 1) more line\(inFile.count == 2 ? "" : "s") of this file)" : ""
            return Diagnostic(
                .error,
                "`\(name)` here is \(module)'s; the \(plan.spec.feature) feature's entity \(name) would take the name over in the "
                    + "whole module, and this would no longer build\(more)",
                at: first.location,
                hint: "write `\(module).\(name)` wherever this file means \(module)'s, or give the spec another `entity:` "
                    + "(e.g. `entity: \(name)Item`)"
            )
        }
    }
}
