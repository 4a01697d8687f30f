import ScaffoldCore

/// The names availability adds to an entity (issue 35): `canLend` for `lend`, a computed property in
/// `<Entity>+Availability.swift`. A field of that name would be declared twice, so the spec is refused at the field,
/// naming the operation. Seed 000, Anti-patterns: "Business rules in ViewModel" — the property is where the rule
/// lives, so it keeps its name.
enum AvailabilityNames {
    /// One error per field that an operation's availability property would redeclare.
    static func check(_ spec: FeatureSpec, into diagnostics: inout DiagnosticCollector) {
        let properties = OperationAvailability.of(spec).filter(\.isConditional).map { ($0.property, $0.operation) }
        for (index, field) in spec.fields.enumerated() {
            guard let (_, operation) = properties.first(where: { $0.0 == field.name }) else { continue }
            diagnostics.error(
                "field '\(field.name)' has the name of the property that says when '\(operation)' can run",
                at: field.location, keyPath: "fields[\(index)].name",
                hint: "rename the field, or the operation"
            )
        }
    }
}
