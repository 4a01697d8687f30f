import ScaffoldCore

/// Checks a draft's meaning (names, types, rules, operations) and builds the FeatureSpec when nothing is wrong.
enum SpecValidator {
    /// The operations a spec gets when it lists none: plain CRUD, with nothing else stated.
    static let defaultOperations: [OperationSpec] = [
        ("list", OperationKind.fetchAll), ("create", .create), ("update", .update), ("delete", .delete),
    ].enumerated().map { OperationSpec(name: $0.element.0, kind: $0.element.1, index: $0.offset) }

    /// The spec, or nil when any error was reported (here or earlier).
    static func validate(_ draft: SpecDraft, context: SpecContext, into diagnostics: inout DiagnosticCollector) -> FeatureSpec? {
        let feature = draft.feature.flatMap { checkTypeName($0, role: "feature name", namesEntity: draft.entity == nil, into: &diagnostics) }
        let entity: String?
        if let written = draft.entity {
            entity = checkTypeName(written, role: "entity name", namesEntity: true, into: &diagnostics)
        } else {
            entity = feature
        }
        let vocabulary = TypeCheck.Vocabulary(entities: context.knownEntities.subtracting(entity.map { [$0] } ?? []), ownEntity: entity)
        let fields = FieldValidator.validate(draft.fields, entity: entity, vocabulary: vocabulary, into: &diagnostics)
        let effects = EffectValidator(
            fields: fields, writtenFields: Set(draft.fields.compactMap { $0.name?.value }), entity: entity,
            ownIDType: fields.first { $0.name == "id" }?.type.description ?? "UUID", context: context
        )
        let remote = draft.remote.flatMap { RemoteValidator.feature($0, into: &diagnostics) }
        let operations = draft.operations.map {
            OperationValidator.validate(
                $0, entity: entity, context: context, effects: effects, featureIsRemote: draft.remote != nil, into: &diagnostics)
        } ?? defaultOperations
        ReferenceCheck.check(draft.fields, fields: fields, operations: operations, entity: entity, context: context, into: &diagnostics)
        RemoteValidator.checkRemoteNames(draft.fields, fields: fields, featureIsRemote: draft.remote != nil, into: &diagnostics)
        RemoteValidator.checkIDType(draft.fields, fields: fields, featureIsRemote: draft.remote != nil, into: &diagnostics)
        let dropped = EvolutionCheck.check(draft.fields, dropped: draft.dropped, into: &diagnostics)
        guard !diagnostics.hasErrors, let feature, let entity else { return nil }
        return FeatureSpec(
            feature: feature, entity: entity, fields: fields, operations: operations, persistence: draft.persistence,
            sourceFile: draft.sourceFile, remote: remote, dropped: dropped
        )
    }

    /// UpperCamelCase, not a keyword, and not a module generated code qualifies names with.
    private static func checkTypeName(
        _ name: Located<String>, role: String, namesEntity: Bool, into diagnostics: inout DiagnosticCollector
    ) -> String? {
        if let problem = IdentifierCheck.problem(with: name.value, style: .upperCamel, role: role) {
            diagnostics.error(problem.message, at: name.location, keyPath: name.keyPath, hint: problem.hint)
            return nil
        }
        if ReservedNames.modules.contains(name.value) {
            diagnostics.error(
                "\(role) `\(name.value)` is the name of a module generated code qualifies names with (`\(name.value).…`)",
                at: name.location, keyPath: name.keyPath, hint: "choose another name, e.g. `\(name.value)Item`"
            )
            return nil
        }
        if namesEntity, let reason = ReservedNames.nestedTypes[name.value] {
            diagnostics.error(
                "\(role) `\(name.value)` names the entity, and \(reason)",
                at: name.location, keyPath: name.keyPath, hint: "give the spec another `entity:`, e.g. `entity: \(name.value)Item`"
            )
            return nil
        }
        return name.value
    }
}
