import ScaffoldCore

/// The framework names a run newly shadows: an entity named like a framework type (`Task`, `Date`, `Decimal`)
/// hides that type in the whole module, so code generated before it, which spells the type plainly, would mean
/// the entity. Generated code spells a shadowed name qualified (`FrameworkNames`), so the features whose code
/// names it are planned again with the entity known and regenerated in the same run (`relatedPlans`), rather
/// than every framework type being qualified everywhere (`Swift.String` in every file reads as noise, and an
/// entity may be named like any of them). Only a newly shadowed name needs it: once the entity is gone, a
/// qualified name still builds, and the feature's next generation spells it plainly again.
struct FrameworkShadowing {
    /// The names the project's entities shadow after the run and did not before, each with its module.
    let newlyShadowed: [(name: String, module: String)]

    /// `before` and `after` are the project's entities before and after the run.
    init(before: Set<String>, after: Set<String>) {
        let new = FrameworkNames(projectTypes: after).shadowed.subtracting(FrameworkNames(projectTypes: before).shadowed)
        newlyShadowed = new.sorted().compactMap { name in FrameworkNames.modules[name].map { (name, $0) } }
    }

    var isEmpty: Bool { newlyShadowed.isEmpty }

    /// Whether a feature's files, rendered with the entity known, spell a newly shadowed name qualified
    /// (`Swift.Task`, not `Swift.TaskGroup`): the feature's code names it, so its files change.
    func names(in changes: ChangeSet) -> Bool {
        let spellings = newlyShadowed.map { "\($0.module).\($0.name)" }
        return changes.files.contains { file in spellings.contains { Self.contains(file.contents, word: $0) } }
    }

    private static func contains(_ text: String, word: String) -> Bool {
        var rest = text[...]
        while let range = rest.range(of: word) {
            let next = rest[range.upperBound...].first
            if !(next.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    /// `entity Task shadows Swift's `Task``, for the reason a feature is regenerated.
    static func reason(entity: String) -> String? {
        FrameworkNames.modules[entity].map { "entity \(entity) shadows \($0)'s `\(entity)`" }
    }
}
