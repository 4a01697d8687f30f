/// `<Entity>+Availability.swift` and what the UseCases, screens and tests make of it (issue 35, M1; the rule is
/// `OperationAvailability`): each conditional operation's property on the entity, and the records of the entity on
/// which it can and cannot run, for the tests to start from.
struct AvailabilityContext: Encodable {
    /// The extension's `///` lines: when its operations can run, worded from what decides (their `sets:`, their
    /// `enabledWhen:`, or both), and why the rule lives with the entity.
    var summary: [TemplateLine]
    /// One property per operation the record's state can make unavailable, in spec order.
    var properties: [Property]

    /// `var canLend: Bool { !isOnLoan }`.
    struct Property: Encodable {
        /// It is the first: no blank line before it.
        var isFirst: Bool
        /// Its documentation line.
        var doc: String
        /// `canLend`.
        var property: String
        /// Its body, as Swift.
        var condition: String
    }

    init(plan: Plan) {
        let conditional = OperationAvailability.of(plan.spec).filter(\.isConditional)
        summary = Self.summary(conditional, plan: plan)
        properties = conditional.enumerated().map { index, availability in
            Property(isFirst: index == 0, doc: Self.doc(availability), property: availability.property, condition: availability.condition ?? "true")
        }
    }

    /// Whether the feature has an operation the record's state can make unavailable.
    static func applies(_ plan: Plan) -> Bool {
        OperationAvailability.of(plan.spec).contains(where: \.isConditional)
    }

    /// The availability of `operation`, when the record's state can make it unavailable.
    static func conditional(_ operation: OperationSpec, plan: Plan) -> OperationAvailability? {
        OperationAvailability.of(operation, in: plan.spec).flatMap { $0.isConditional ? $0 : nil }
    }

    private static func summary(_ conditional: [OperationAvailability], plan: Plan) -> [TemplateLine] {
        let changes = conditional.contains { !$0.changes.isEmpty }
        let requires = conditional.contains { !$0.requires.isEmpty }
        let when = switch (changes, requires) {
        case (true, false): "while it would change something"
        case (false, true): "in the state the spec requires (`enabledWhen:`)"
        default: "while it would change something (its `sets:`) and in the state the spec requires (`enabledWhen:`), as each says"
        }
        let entity = Naming.label(plan.names.entity).lowercased()
        // A delete is given an id alone: the view models, which hold the record, refuse it (issue 35).
        let deletes = conditional.contains { availability in plan.spec.operations.contains { $0.name == availability.operation && $0.kind == .delete } }
        return DocComment.lines(
            "When an operation can run on \(Naming.withArticle(entity)): \(when). The rule lives with the \(entity), not in a view "
                + "model (seed 000, Anti-patterns: Business rules in ViewModel): the \(plan.businessLogic.role) refuses to run an "
                + "operation otherwise\(deletes ? " (a delete, given an id alone, is refused by the view models, which hold the \(entity))" : ""), "
                + "and the screens offer it only then."
        )
    }

    private static func doc(_ availability: OperationAvailability) -> String {
        let fields = { (conditions: [OperationAvailability.Condition]) in conditions.map(\.field).joined(separator: ", ") }
        var parts: [String] = []
        if !availability.changes.isEmpty { parts.append("while it would change \(fields(availability.changes))") }
        if !availability.requires.isEmpty { parts.append("in the state its `enabledWhen:` names (\(fields(availability.requires)))") }
        return "/// Whether `\(availability.operation)` can run: " + parts.joined(separator: ", and ") + "."
    }

    /// The fields of a record on which `operation` can run, as Swift values by field name: the `enabledWhen:` state,
    /// and one field its `sets:` would change holding something else. Empty for an operation always available.
    static func availableValues(_ operation: OperationSpec, plan: Plan) -> [String: String] {
        guard conditional(operation, plan: plan) != nil else { return [:] }
        let fields = fieldsByName(plan)
        var values = required(operation)
        if let change = changing(operation, plan: plan).first(where: { values[$0.field] == nil }), let field = fields[change.field] {
            values[change.field] = other(than: change.value, of: field, plan: plan)
        }
        return values
    }

    /// The fields of a record on which `operation` cannot run: every field its `sets:` would change already holding
    /// that value, or else the first `enabledWhen:` entry not holding.
    static func unavailableValues(_ operation: OperationSpec, plan: Plan) -> [String: String] {
        guard conditional(operation, plan: plan) != nil else { return [:] }
        let fields = fieldsByName(plan)
        let changes = changing(operation, plan: plan)
        if !changes.isEmpty {
            var values = required(operation)
            for change in changes {
                if let value = swiftValue(change.value) { values[change.field] = value }
            }
            return values
        }
        guard let entry = (operation.enabledWhen ?? []).first(where: { fields[$0.field] != nil }), let field = fields[entry.field] else { return [:] }
        return [entry.field: other(than: entry.value, of: field, plan: plan)]
    }

    /// The state `operation`'s `enabledWhen:` names, as Swift values by field name.
    private static func required(_ operation: OperationSpec) -> [String: String] {
        let entries = (operation.enabledWhen ?? []).compactMap { entry in swiftValue(entry.value).map { (entry.field, $0) } }
        return Dictionary(entries, uniquingKeysWith: { _, last in last })
    }

    /// The `sets:` entries whose value the availability reads (literals and `nil`), for a custom operation.
    private static func changing(_ operation: OperationSpec, plan: Plan) -> [FieldAssignment] {
        guard operation.kind == .custom, let sets = operation.sets, !sets.contains(where: { $0.value == .toggle }) else { return [] }
        let fields = fieldsByName(plan)
        return sets.filter { entry in
            guard let field = fields[entry.field] else { return false }
            return OperationAvailability.differs(field, from: entry.value) != nil
        }
    }

    private static func fieldsByName(_ plan: Plan) -> [String: FieldSpec] {
        Dictionary(plan.spec.fields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A literal's Swift, or `nil`; none for `now` and `toggle`.
    private static func swiftValue(_ value: AssignedValue) -> String? {
        switch value {
        case .literal(let literal): return literal
        case .clear: return "nil"
        case .now, .toggle: return nil
        }
    }

    /// A value of `field` other than `value`: the other Bool, a value where `nil` was, another sample.
    private static func other(than value: AssignedValue, of field: FieldSpec, plan: Plan) -> String {
        switch value {
        case .literal("true") where FieldKind(field.type) == .bool: return "false"
        case .literal("false") where FieldKind(field.type) == .bool: return "true"
        case .literal(let literal):
            let alternative = plan.alternative(field)
            return alternative != literal ? alternative : plan.fixtureDefault(field)
        case .clear, .now, .toggle: return plan.alternative(field)
        }
    }
}
