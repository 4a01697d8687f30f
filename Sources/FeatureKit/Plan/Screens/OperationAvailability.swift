/// When an operation can run on a record (issue 35: "availability follows the record"). Lend on a lent book only
/// overwrote its loan date, and the list offered it all the same.
///
/// The rule: an operation's `sets:` entries that are a literal or `nil` say what it changes, so it is available
/// while at least one of them would change the record (`lend`, `isOnLoan: true`: while `!isOnLoan`; `giveBack`,
/// `isOnLoan: false, loanedAt: nil`: while `isOnLoan || loanedAt != nil`). A `now` stamp is left out — it differs on
/// every run, so it alone proves nothing, and lend on a lent book would otherwise stay available for its date — and a
/// `toggle` always changes its field, so it leaves the operation always available. `enabledWhen:` adds conditions of
/// the spec's own, all of which must hold. An operation with neither is always available.
///
/// Where it lives (seed 000, Anti-patterns: "Business rules in ViewModel"): the condition is a rule of the domain,
/// generated as a property of the entity (`Book.canLend`, `<Entity>+Availability.swift`) that the UseCase enforces
/// and the view models only ask, to offer the operation or not.
public struct OperationAvailability: Codable, Hashable, Sendable {
    public static let seedQuote = "Business rules in ViewModel (000_c7ec1093a6c69dce.txt, Anti-patterns)"

    /// A condition on one field of the record, as Swift reads it inside an extension of the entity.
    public struct Condition: Codable, Hashable, Sendable {
        public var field: String
        /// `!isOnLoan`, `loanedAt != nil`, `status == "open"`.
        public var swift: String
    }

    public var operation: String
    /// The entity's property that says it (`canLend`).
    public var property: String
    /// From `sets:`: the states in which running it changes something; available when any holds. Empty: none.
    public var changes: [Condition]
    /// From `enabledWhen:`: the states the spec requires, all of them.
    public var requires: [Condition]

    /// Whether the record's state can make it unavailable.
    public var isConditional: Bool { !changes.isEmpty || !requires.isEmpty }

    /// The property's body: `!isOnLoan`, `(isOnLoan || loanedAt != nil) && !isArchived`; nil when always available.
    public var condition: String? {
        var parts: [String] = []
        if !changes.isEmpty {
            let any = changes.map(\.swift).joined(separator: " || ")
            parts.append(changes.count > 1 && !requires.isEmpty ? "(\(any))" : any)
        }
        parts += requires.map(\.swift)
        return parts.isEmpty ? nil : parts.joined(separator: " && ")
    }

    /// The availability of every operation of `spec` that acts on a stored record (update, delete, custom), in spec
    /// order; create, fetch and list act on none.
    public static func of(_ spec: FeatureSpec) -> [OperationAvailability] {
        spec.operations.compactMap { of($0, in: spec) }
    }

    /// One operation's availability; nil for a kind that acts on no stored record.
    public static func of(_ operation: OperationSpec, in spec: FeatureSpec) -> OperationAvailability? {
        guard [.update, .delete, .custom].contains(operation.kind) else { return nil }
        let fields = Dictionary(spec.fields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var changes: [Condition] = []
        // Only a custom operation's `sets:` is its purpose; an update's (`updatedAt: now`) comes along with the edit.
        if operation.kind == .custom, let sets = operation.sets, !sets.contains(where: { $0.value == .toggle }) {
            changes = sets.compactMap { entry in
                guard let field = fields[entry.field] else { return nil }
                return differs(field, from: entry.value)
            }
        }
        let requires = (operation.enabledWhen ?? []).compactMap { entry in
            fields[entry.field].flatMap { holds($0, entry.value) }
        }
        return OperationAvailability(
            operation: operation.name, property: "can" + Naming.upperFirst(operation.name), changes: changes, requires: requires
        )
    }

    /// The state in which setting `field` to `value` changes it; nil for `now` and `toggle`.
    static func differs(_ field: FieldSpec, from value: AssignedValue) -> Condition? {
        let name = field.name
        switch value {
        case .literal("true") where field.type == .named("Bool"): return Condition(field: name, swift: "!\(name)")
        case .literal("false") where field.type == .named("Bool"): return Condition(field: name, swift: name)
        case .literal(let literal): return Condition(field: name, swift: "\(name) != \(literal)")
        case .clear: return Condition(field: name, swift: "\(name) != nil")
        case .now, .toggle: return nil
        }
    }

    /// The state `enabledWhen:` names: the field holding `value`.
    static func holds(_ field: FieldSpec, _ value: AssignedValue) -> Condition? {
        let name = field.name
        switch value {
        case .literal("true") where field.type == .named("Bool"): return Condition(field: name, swift: name)
        case .literal("false") where field.type == .named("Bool"): return Condition(field: name, swift: "!\(name)")
        case .literal(let literal): return Condition(field: name, swift: "\(name) == \(literal)")
        case .clear: return Condition(field: name, swift: "\(name) == nil")
        case .now, .toggle: return nil
        }
    }
}
