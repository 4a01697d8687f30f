/// What "data transformation" means in a generated UseCase (seed 000: "Business logic: data
/// preparation", `prepareTitle`, `notes?.nilIfEmpty`): every write trims its text fields and stores empty
/// optional text as nil before validating (`DataPreparation`; `transformation: false` turns it off); a list
/// with `transformation: true` is returned sorted by its first text field.
struct TransformationContext {
    let plan: Plan
    let useCase: PlannedUseCase

    private var transforms: Bool { plan.decision(for: useCase.operation)?.transforms == true && useCase.implemented }
    private var textFields: [FieldSpec] { plan.spec.textFields }

    /// Whether a write prepares its text fields before validating.
    var prepares: Bool {
        transforms && [.create, .update, .custom].contains(useCase.kind) && !textFields.isEmpty
    }

    /// The field a list is sorted by, when the list transforms.
    var sortField: String? {
        guard transforms, useCase.kind == .fetchAll else { return nil }
        return textFields.first { !$0.type.isOptional }?.name
    }

    var values: [String: Any] { variables.values }

    /// The variables the UseCase template and its tests get for transformation.
    var variables: Variables {
        var variables = Variables(prepares: prepares, sorts: sortField != nil, sortField: sortField,
                                  sortFieldTitle: sortField.map(Naming.upperFirst))
        guard prepares else { return variables }
        variables.preparations = textFields.map { field in
            Preparation(field: field.name, optional: field.type.isOptional, required: !field.type.isOptional)
        }
        // The test pads a required text field and blanks an optional one, then reads what reached the repository.
        let sets = Set(useCase.sets.map(\.field))
        let required = textFields.first { !$0.type.isOptional && !sets.contains($0.name) }
        let optional = textFields.first { $0.type.isOptional && !sets.contains($0.name) }
        if let required, let sample = plan.samples.first(where: { $0.field == required.name })?.valid {
            variables.hasPreparationTest = true
            variables.probeField = required.name
            variables.probeValue = sample
            variables.probePadded = "\"  \" + \(sample) + \"\\n\""
        }
        if let optional {
            variables.hasPreparationTest = true
            variables.blankField = optional.name
        }
        return variables
    }

    /// What the UseCase template and its tests may print about transformation. Docs/Templates.md, "Transformation",
    /// lists them with an example each.
    struct Variables: TemplateContext {
        /// A write trims its text fields and stores empty optional text as nil before validating.
        var prepares: Bool
        /// A list is returned sorted by `sortField`.
        var sorts: Bool
        /// The field a list is sorted by; absent when the list is not sorted.
        var sortField: String?
        /// The same, capitalized, for a test's name.
        var sortFieldTitle: String?
        /// The text fields a write prepares; empty when it does not prepare.
        var preparations: [Preparation] = []
        /// The UseCase's tests check the preparation.
        var hasPreparationTest = false
        /// The required text field the test pads with spaces and a newline.
        var probeField: String?
        /// That field's value once trimmed, as Swift.
        var probeValue: String?
        /// That value padded, as Swift.
        var probePadded: String?
        /// The optional text field the test blanks, expecting nil.
        var blankField: String?
    }

    /// One text field a write prepares.
    struct Preparation: TemplateContext {
        /// The field's name.
        var field: String
        /// It is optional text: empty becomes nil.
        var optional: Bool
        /// It is required text: trimmed.
        var required: Bool
    }
}
