/// The fields operations manage (issue 35): a field some operation's `sets:` changes is the operation's to change.
/// The form shows it — a read-only row in a "Status" section of a stored record — and does not edit it: a free
/// "On loan" switch let a book be on loan with no loan date, and "Suspended" skipped the confirmation `suspend`
/// asks for. A save keeps the stored record's value; a new record starts at the field's start value
/// (`FormStartValues`). Seed 000, UseCase layer: the UseCase is where a rule is applied ("Validate business rules"),
/// and an editor beside it would be a second way round it.
public enum ManagedFields {
    public static let seedQuote = "Validate business rules (000_c7ec1093a6c69dce.txt, UseCase layer)"

    /// A managed field and the operations that change it.
    public struct Field: Codable, Hashable, Sendable {
        public var name: String
        public var operations: [String]
    }

    /// Every field an operation of `spec` sets, in the entity's field order; the id never is one. A field stays the
    /// form's to edit when a new record's start value would break its rules (a `nonEmpty` status starting at "",
    /// a `min(1)` count at 0: Save could never succeed), and a required reference, whose start would name no record.
    public static func of(_ spec: FeatureSpec) -> [Field] {
        let references = Set(spec.references.map(\.field))
        return spec.fields.compactMap { field in
            let operations = spec.operations.filter { operation in (operation.sets ?? []).contains { $0.field == field.name } }.map(\.name)
            guard !operations.isEmpty, field.name != "id", startPassesRules(field),
                  field.type.isOptional || !references.contains(field.name) else { return nil }
            return Field(name: field.name, operations: operations)
        }
    }

    /// Whether `field` of `spec` is managed.
    public static func contains(_ field: String, in spec: FeatureSpec) -> Bool {
        of(spec).contains { $0.name == field }
    }

    /// Whether the value a new record starts a managed field with (`FormControl.defaultValue`: the spec's `default:`,
    /// which the spec check holds to the rules; else none for an optional, else the type's empty value) passes the
    /// field's rules; an optional's rules look only at a value.
    static func startPassesRules(_ field: FieldSpec) -> Bool {
        guard !field.type.isOptional, field.defaultValue == nil, let start = startValue(of: field) else { return true }
        return field.rules.allSatisfy { RuleEvaluator.passes($0, start) }
    }

    /// A new record's value of a non-optional managed field, as the rules see it; nil where no rule looks.
    static func startValue(of field: FieldSpec) -> SampleValue? {
        switch FieldKind(field.type) {
        case .string: return .string("")
        case .character: return .string(" ")
        case .integer: return .number(0, integer: true)
        case .floating, .decimal: return .number(0, integer: false)
        case .array: return .collection(count: 0, element: "", keys: nil)
        case .dictionary: return .collection(count: 0, element: "", keys: [])
        default: return nil
        }
    }
}
