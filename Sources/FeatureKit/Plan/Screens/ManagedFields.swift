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

    /// Every field an operation of `spec` sets, in the entity's field order; the id never is one.
    public static func of(_ spec: FeatureSpec) -> [Field] {
        spec.fields.compactMap { field in
            let operations = spec.operations.filter { operation in (operation.sets ?? []).contains { $0.field == field.name } }.map(\.name)
            return operations.isEmpty || field.name == "id" ? nil : Field(name: field.name, operations: operations)
        }
    }

    /// Whether `field` of `spec` is managed.
    public static func contains(_ field: String, in spec: FeatureSpec) -> Bool {
        spec.operations.contains { operation in (operation.sets ?? []).contains { $0.field == field } }
    }
}
