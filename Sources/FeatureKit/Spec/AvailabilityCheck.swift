import ScaffoldCore

/// Checks an operation's `enabledWhen:` (issue 35): the record's field values under which the operation is
/// available. Only an operation on a stored record has one (update, delete, custom); each entry names a `Bool` or
/// optional field of the entity and gives a literal of its type (`true`, `"open"`, `3`) or `nil` (the field empty).
enum AvailabilityCheck {
    /// Kinds that act on a record the list shows, so its state can make them unavailable.
    static let kinds: Set<OperationKind> = [.update, .delete, .custom]

    /// The conditions, or nil after reporting every problem.
    static func check(
        _ drafts: [AssignmentDraft], of operation: OperationDraft, kind: OperationKind?, fields: [FieldSpec], writtenFields: Set<String>,
        into diagnostics: inout DiagnosticCollector
    ) -> [FieldAssignment]? {
        if let kind, !kinds.contains(kind) {
            diagnostics.error(
                "`enabledWhen` on `\(operation.name?.value ?? "the operation")`, a \(kind.rawValue) operation: it acts on no stored record",
                at: operation.keyLocations["enabledWhen"] ?? operation.location, keyPath: "\(operation.keyPath).enabledWhen",
                hint: "give `enabledWhen` to an update, delete or custom operation"
            )
            return nil
        }
        return drafts.readingEvery { draft in
            guard let field = field(named: draft.field, fields: fields, writtenFields: writtenFields, into: &diagnostics),
                  let value = value(draft, for: field, into: &diagnostics)
            else { return nil }
            return FieldAssignment(field: field.name, value: value)
        }
    }

    /// A `Bool` field takes `true` or `false`; an optional field `nil` or a literal of its wrapped type.
    private static func value(_ draft: AssignmentDraft, for field: FieldSpec, into diagnostics: inout DiagnosticCollector) -> AssignedValue? {
        func refuse(_ message: String, _ hint: String) -> AssignedValue? {
            diagnostics.error(message, at: draft.valueLocation, keyPath: draft.valueKeyPath, hint: hint)
            return nil
        }
        let type = field.type
        guard type == .named("Bool") || type.isOptional else {
            return refuse(
                "`enabledWhen` names `\(field.name)` (`\(type)`): a condition is on a Bool or optional field",
                "name a Bool field (`isOnLoan: false`) or an optional one (`returnedAt: nil`)"
            )
        }
        switch draft.value {
        case .null, .plain("nil"):
            return type.isOptional ? .clear : refuse("`\(field.name)` is `Bool`, never nil", "write `true` or `false`")
        case .plain("now"), .plain("toggle"):
            return refuse("`enabledWhen` compares with a value, and `\(draft.valueText)` is none", "write a literal of the field's type or `nil`")
        case .emptyList:
            return refuse("`enabledWhen` cannot compare a list with `[]`", "name a Bool field, or an optional one with `nil`")
        case .plain(let text), .quoted(let text):
            guard case .named(let name) = type.unwrapped,
                  name == "String" || name == "Character" || name == "Bool" || KnownTypes.numeric.contains(name) else {
                return refuse("`enabledWhen` can compare `\(field.name)` (`\(type)`) only with `nil`", "write `\(field.name): nil`")
            }
            let located = Located(value: text, location: draft.valueLocation, keyPath: draft.valueKeyPath)
            // The condition is a state the record can be in, so a value its rules refuse is no state at all.
            return ExampleCheck.literal(for: located, type: type, rules: field.rules, noun: "value", into: &diagnostics).map(AssignedValue.literal)
        }
    }

    /// The field, or nil after reporting an unknown name (one that failed its own checks is not reported again).
    private static func field(
        named name: Located<String>, fields: [FieldSpec], writtenFields: Set<String>, into diagnostics: inout DiagnosticCollector
    ) -> FieldSpec? {
        if let field = fields.first(where: { $0.name == name.value }) { return field }
        guard !writtenFields.contains(name.value) else { return nil }
        let names = fields.map(\.name)
        diagnostics.error(
            "unknown field `\(SpecText.abbreviated(name.value))` in `enabledWhen`", at: name.location, keyPath: name.keyPath,
            hint: Suggestion.didYouMean(name.value, among: names).map { "\($0) Fields: \(names.joined(separator: ", "))" }
                ?? "name a Bool or optional field of the entity: \(names.joined(separator: ", "))"
        )
        return nil
    }
}

extension AssignmentDraft {
    /// The value as written, for messages.
    var valueText: String {
        switch value {
        case .plain(let text), .quoted(let text): return text
        case .null: return "nil"
        case .emptyList: return "[]"
        }
    }
}
