import ScaffoldCore

/// Turns operation drafts into OperationSpecs: names, kinds, repositories and view models, every problem reported.
enum OperationValidator {
    static func validate(
        _ drafts: [OperationDraft], entity: String?, context: SpecContext, effects: EffectValidator, featureIsRemote: Bool = false,
        into diagnostics: inout DiagnosticCollector
    ) -> [OperationSpec] {
        var operations: [OperationSpec] = []
        var declared = DeclaredNames(role: "operation")
        for draft in drafts {
            var valid = true
            var nameIsIdentifier = false
            if let name = draft.name {
                if let problem = IdentifierCheck.problem(with: name.value, style: .lowerCamel, role: "operation name") {
                    diagnostics.error(problem.message, at: name.location, keyPath: name.keyPath, hint: problem.hint)
                    valid = false
                } else if !declared.declare(name, into: &diagnostics) {
                    valid = false
                }
                nameIsIdentifier = valid
            }
            let kind: OperationKind?
            if let written = draft.kind {
                kind = checkKind(written, into: &diagnostics)
            } else if let name = draft.name, nameIsIdentifier {
                // Unstated kind: a CRUD name implies its kind; anything else is custom (and so knows no CRUD facts),
                // when it is said to be or is no typo of a built-in name.
                kind = OperationNameCheck.kind(of: name, onCommandLine: draft.onCommandLine, into: &diagnostics)
            } else {
                kind = draft.name.map { OperationKind.implied(byName: $0.value) ?? .custom }
            }
            var repositories: [String]?
            if let entries = draft.repositories {
                repositories = unique(entries, in: "repositories", into: &diagnostics) { entry, diagnostics in
                    checkRepository(entry, entity: entity, context: context, into: &diagnostics)
                }
                valid = repositories != nil && valid
            }
            var usedBy: [String]?
            if let entries = draft.usedBy {
                usedBy = unique(entries, in: "usedBy", into: &diagnostics, check: checkViewModel)
                valid = usedBy != nil && valid
            }
            var sets: [FieldAssignment]?
            if let entries = draft.sets, effects.checkKind("sets", of: draft, kind: kind, into: &diagnostics) {
                sets = effects.sets(entries, into: &diagnostics)
                valid = sets != nil && valid
            } else if draft.sets != nil {
                valid = false
            }
            var reads: [EntityReference]?
            if let entries = draft.reads, effects.checkKind("reads", of: draft, kind: kind, into: &diagnostics) {
                reads = effects.reads(entries, into: &diagnostics)
                valid = reads != nil && valid
            } else if draft.reads != nil {
                valid = false
            }
            var enabledWhen: [FieldAssignment]?
            if let entries = draft.enabledWhen {
                enabledWhen = AvailabilityCheck.check(
                    entries, of: draft, kind: kind, fields: effects.fields, writtenFields: effects.writtenFields, into: &diagnostics)
                valid = enabledWhen != nil && valid
            }
            var request: RemoteRequest?
            if let written = draft.remote {
                request = RemoteValidator.request(
                    written, kind: kind, operation: draft.name?.value ?? "the operation", featureIsRemote: featureIsRemote, into: &diagnostics)
                valid = request != nil && valid
            }
            if draft.destructive != nil, let kind, kind != .custom {
                diagnostics.error(
                    "`destructive` on `\(draft.name?.value ?? "the operation")`, a \(kind.rawValue) operation",
                    at: draft.keyLocations["destructive"] ?? draft.location, keyPath: "\(draft.keyPath).destructive",
                    hint: kind == .delete ? "leave it out: a delete always asks before it runs" : "give `destructive` to a custom operation"
                )
                valid = false
            }
            guard valid, let name = draft.name?.value, let kind else { continue }
            operations.append(OperationSpec(
                name: name, kind: kind, validation: draft.validation, transformation: draft.transformation,
                repositories: repositories, usedBy: usedBy, useCase: draft.useCase, sets: sets, reads: reads,
                destructive: draft.destructive,
                location: draft.location, keyLocations: draft.keyLocations, index: draft.index,
                enabledWhen: enabledWhen, remote: request
            ))
        }
        return operations
    }

    private static func checkKind(_ kind: Located<String>, into diagnostics: inout DiagnosticCollector) -> OperationKind? {
        if let known = OperationKind(rawValue: kind.value) { return known }
        let names = OperationKind.allCases.map(\.rawValue)
        diagnostics.error(
            "unknown operation kind `\(SpecText.abbreviated(kind.value))`", at: kind.location, keyPath: kind.keyPath,
            hint: Suggestion.didYouMean(kind.value, among: names).map { "\($0) Kinds are: \(names.joined(separator: ", "))" }
                ?? OperationDraftReader.kindHint
        )
        return nil
    }

    /// Entities with a repository: the feature's own and the project's.
    private static func checkRepository(
        _ entry: Located<String>, entity: String?, context: SpecContext, into diagnostics: inout DiagnosticCollector
    ) -> String? {
        let known = context.knownEntities.union(entity.map { [$0] } ?? [])
        guard !known.contains(entry.value) else { return entry.value }
        let list = known.sorted().joined(separator: ", ")
        diagnostics.error(
            "unknown entity `\(SpecText.abbreviated(entry.value))` in `repositories`", at: entry.location, keyPath: entry.keyPath,
            hint: Suggestion.didYouMean(entry.value, among: known).map { "\($0) Known entities: \(list)" }
                ?? "use the feature's entity or an entity of the project: \(list)"
        )
        return nil
    }

    /// View model names without the `ViewModel` suffix, so `WalletListViewModel` and `WalletList` count as one.
    private static func checkViewModel(_ entry: Located<String>, into diagnostics: inout DiagnosticCollector) -> String? {
        let name = entry.value.hasSuffix("ViewModel") ? String(entry.value.dropLast("ViewModel".count)) : entry.value
        if let problem = IdentifierCheck.problem(with: name, style: .upperCamel, role: "view model name") {
            diagnostics.error(problem.message, at: entry.location, keyPath: entry.keyPath,
                              hint: problem.hint + " (the `ViewModel` suffix is optional)")
            return nil
        }
        return name
    }

    /// Checks each entry and refuses repeats (a view model listed twice would count as two callers); nil on any problem.
    private static func unique(
        _ entries: [Located<String>], in key: String, into diagnostics: inout DiagnosticCollector,
        check: (Located<String>, inout DiagnosticCollector) -> String?
    ) -> [String]? {
        var result: [String] = []
        var valid = true
        for entry in entries {
            guard let value = check(entry, &diagnostics) else { valid = false; continue }
            guard !result.contains(value) else {
                diagnostics.error("`\(value)` appears more than once in `\(key)`", at: entry.location, keyPath: entry.keyPath,
                                  hint: "list each entry once")
                valid = false
                continue
            }
            result.append(value)
        }
        return valid ? result : nil
    }
}
