import ScaffoldCore

/// Checks an operation's `sets:` and `reads:` against the entity's fields and the project's entities:
/// every field exists, every value is one the field's type takes and its rules accept, every referenced
/// entity exists and its id type is the field's.
struct EffectValidator {
    /// The spec's valid fields.
    let fields: [FieldSpec]
    /// Every field name the spec wrote, valid or not, so a field already reported is not reported again.
    let writtenFields: Set<String>
    /// The feature's entity and its id type.
    let entity: String?
    let ownIDType: String
    let context: SpecContext

    /// Kinds whose UseCase writes the entity, so only they can set fields or check references first.
    static let writingKinds: Set<OperationKind> = [.create, .update, .custom]

    /// nil after reporting that an operation of this kind cannot state an effect.
    func checkKind(_ key: String, of draft: OperationDraft, kind: OperationKind?, into diagnostics: inout DiagnosticCollector) -> Bool {
        guard let kind, !Self.writingKinds.contains(kind) else { return true }
        diagnostics.error(
            "`\(key)` on `\(draft.name?.value ?? "the operation")`, a \(kind.rawValue) operation: it writes nothing",
            at: draft.keyLocations[key] ?? draft.location, keyPath: "\(draft.keyPath).\(key)",
            hint: "give `\(key)` to a create, update or custom operation"
        )
        return false
    }

    func sets(_ drafts: [AssignmentDraft], into diagnostics: inout DiagnosticCollector) -> [FieldAssignment]? {
        drafts.readingEvery { draft in
            if draft.field.value == "id" {
                diagnostics.error("`sets` cannot change `id`: it is the entity's identity",
                                  at: draft.field.location, keyPath: draft.field.keyPath, hint: "leave `id` out of `sets`")
                return nil
            }
            guard let field = field(named: draft.field, in: "sets", into: &diagnostics),
                  let value = value(draft, for: field, into: &diagnostics)
            else { return nil }
            return FieldAssignment(field: field.name, value: value)
        }
    }

    func reads(_ drafts: [ReferenceDraft], into diagnostics: inout DiagnosticCollector) -> [EntityReference]? {
        var result: [EntityReference] = []
        var valid = true
        let known = context.knownEntities.union(entity.map { [$0] } ?? [])
        for draft in drafts {
            let field = field(named: draft.field, in: "reads", into: &diagnostics)
            guard known.contains(draft.entity.value) else {
                let list = known.sorted().joined(separator: ", ")
                diagnostics.error(
                    "unknown entity `\(SpecText.abbreviated(draft.entity.value))` in `reads`", at: draft.entity.location,
                    keyPath: draft.entity.keyPath,
                    hint: Suggestion.didYouMean(draft.entity.value, among: known).map { "\($0) Known entities: \(list)" }
                        ?? "name the feature's entity or an entity of the project: \(list)"
                )
                valid = false
                continue
            }
            guard let field else { valid = false; continue }
            guard let idType = draft.entity.value == entity ? ownIDType : context.idType(of: draft.entity.value) else {
                diagnostics.error(
                    "scaffold has no record of `\(draft.entity.value)`, so it cannot know its id type and fields",
                    at: draft.entity.location, keyPath: draft.entity.keyPath,
                    hint: "generate it with scaffold (`scaffold feature \(draft.entity.value)` records its spec in \(FeatureRecord.folder)/), "
                        + "or describe it in \(SpecConvention.path(for: draft.entity.value))"
                )
                valid = false
                continue
            }
            guard field.name != "id", Self.referenceType(of: field.type) == idType else {
                diagnostics.error(
                    field.name == "id"
                        ? "`id` is the entity's own identity and cannot name a \(draft.entity.value)"
                        : "`\(field.name)` is `\(field.type)`, but a \(draft.entity.value)'s id is `\(idType)`",
                    at: draft.field.location, keyPath: draft.field.keyPath,
                    hint: "name a field of type `\(idType)`, `\(idType)?` or `[\(idType)]` that holds \(draft.entity.value) ids"
                )
                valid = false
                continue
            }
            result.append(EntityReference(field: field.name, entity: draft.entity.value))
        }
        return valid ? result : nil
    }

    /// The id type a reference field holds: `UUID`, `UUID?` and `[UUID]` all hold UUIDs.
    static func referenceType(of type: TypeRef) -> String? {
        switch type.unwrapped {
        case .named(let name): return name
        case .array(.named(let name)): return name
        default: return nil
        }
    }

    /// The field, or nil after reporting an unknown name (a field that failed its own checks is not reported again).
    private func field(named name: Located<String>, in key: String, into diagnostics: inout DiagnosticCollector) -> FieldSpec? {
        if let field = fields.first(where: { $0.name == name.value }) { return field }
        guard !writtenFields.contains(name.value) else { return nil }
        let names = fields.map(\.name)
        // With no valid field (all of them reported above), a list of names would be empty: point at `fields:`.
        let hint = names.isEmpty
            ? "the entity has no valid field yet: declare `\(SpecText.abbreviated(name.value))` in `fields`, or fix the errors above"
            : Suggestion.didYouMean(name.value, among: names).map { "\($0) Fields: \(names.joined(separator: ", "))" }
                ?? "name a field of the entity: \(names.joined(separator: ", "))"
        diagnostics.error(
            "unknown field `\(SpecText.abbreviated(name.value))` in `\(key)`", at: name.location, keyPath: name.keyPath, hint: hint
        )
        return nil
    }

    /// The value `sets:` gives the field: a keyword its type allows, or a literal its rules accept.
    private func value(_ draft: AssignmentDraft, for field: FieldSpec, into diagnostics: inout DiagnosticCollector) -> AssignedValue? {
        func refuse(_ message: String, _ hint: String) -> AssignedValue? {
            diagnostics.error(message, at: draft.valueLocation, keyPath: draft.valueKeyPath, hint: hint)
            return nil
        }
        let type = field.type
        let takes = Self.allowedValues(for: type)
        switch draft.value {
        case .null, .plain("nil"):
            return type.isOptional ? .clear
                : refuse("`\(field.name)` is `\(type)`, not optional, so `sets` cannot make it nil", "give it a value: \(takes)")
        case .plain("now"):
            return type.unwrapped == .named("Date") ? .now
                : refuse("`now` is for Date fields, and `\(field.name)` is `\(type)`", "give it \(takes)")
        case .plain("toggle"):
            return type == .named("Bool") ? .toggle
                : refuse("`toggle` is for Bool fields, and `\(field.name)` is `\(type)`", "give it \(takes)")
        case .emptyList:
            guard KnownTypes.isArray(type.unwrapped) else {
                return refuse("`[]` is for list fields, and `\(field.name)` is `\(type)`", "give it \(takes)")
            }
            if let broken = RuleEvaluator.firstFailure(field.rules, .collection(count: 0, element: "", keys: nil)) {
                return refuse("`[]` does not satisfy rule `\(broken)` of `\(field.name)`", "give it a value its rules accept, or change the rules")
            }
            return .literal("[]")
        case .plain(let text), .quoted(let text):
            guard case .named(let name) = type.unwrapped, name == "String" || name == "Character" || name == "Bool" || KnownTypes.numeric.contains(name) else {
                return refuse("`sets` cannot give `\(field.name)` (`\(type)`) the literal `\(SpecText.abbreviated(text))`", "give it \(takes)")
            }
            let located = Located(value: text, location: draft.valueLocation, keyPath: draft.valueKeyPath)
            return ExampleCheck.literal(for: located, type: type, rules: field.rules, noun: "value", into: &diagnostics).map(AssignedValue.literal)
        }
    }

    /// What a field of this type can be given, for hints.
    static func allowedValues(for type: TypeRef) -> String {
        var values: [String] = []
        switch type.unwrapped {
        case .named("Bool"): values += ["`true`", "`false`"] + (type.isOptional ? [] : ["`toggle`"])
        case .named("Date"): values.append("`now`")
        case .named("String"), .named("Character"): values.append("a text literal")
        case .named(let name) where KnownTypes.numeric.contains(name): values.append("a number")
        case .array: values.append("`[]`")
        default: break
        }
        if type.isOptional { values.append("`nil`") }
        return values.isEmpty ? "nothing `sets` can write; leave it out" : values.joined(separator: ", ")
    }
}
