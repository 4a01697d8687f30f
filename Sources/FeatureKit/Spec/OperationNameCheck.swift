import ScaffoldCore

/// The kind of an operation whose `kind` is not written, and when its name is a typo rather than a custom operation.
///
/// A built-in name (`list`, `add`, `remove`, …) implies its kind. A custom operation brings a UseCase whose body is
/// the team's to write, with its tests and mocks, so it is never made by accident:
/// - on the command line every custom operation is spelled out as one, `archive:custom` (`NAME:KIND`, as fields are
///   `name:Type`); a bare unknown name is refused, with a did-you-mean when it is near a built-in one
///   (`--operations list,creat` → `create`);
/// - in a spec file an unstated kind is custom, unless the name is one edit from a built-in kind (`creat`,
///   `delet`, `lsit`): that is refused with a did-you-mean, and `kind: custom` says the name is meant.
enum OperationNameCheck {
    /// The names a spec-file typo is measured against: one per kind, and the kinds' own names.
    static let typoTargets = OperationKind.primaryNames + OperationKind.allCases.filter(\.isCRUD).map(\.rawValue)

    static func kind(of name: Located<String>, onCommandLine: Bool, into diagnostics: inout DiagnosticCollector) -> OperationKind? {
        if let implied = OperationKind.implied(byName: name.value) { return implied }
        let shown = SpecText.abbreviated(name.value)
        if onCommandLine {
            let builtIn = OperationKind.primaryNames.joined(separator: ", ")
            if let match = Suggestion.closest(to: name.value, among: OperationKind.impliedByName.keys) {
                diagnostics.error(
                    "unknown operation `\(shown)`", at: name.location, keyPath: name.keyPath,
                    hint: "did you mean `\(match)`? A custom operation is spelled out: `\(shown):custom`"
                )
            } else {
                diagnostics.error(
                    "`\(shown)` is not a built-in operation", at: name.location, keyPath: name.keyPath,
                    hint: "write `\(shown):custom` to add a custom operation (its UseCase body is yours to write); built-in: \(builtIn)"
                )
            }
            return nil
        }
        if let match = Suggestion.closest(to: name.value, among: typoTargets, maximumDistance: 1) {
            diagnostics.error(
                "operation `\(shown)` has no `kind` and is one edit from the built-in `\(match)`", at: name.location,
                keyPath: name.keyPath, hint: "did you mean `\(match)`? If `\(shown)` is a custom operation, say so with `kind: custom`"
            )
            return nil
        }
        return .custom
    }
}
