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

    var values: [String: Any] {
        var values: [String: Any] = ["prepares": prepares, "sorts": sortField != nil, "hasPreparationTest": false]
        if let sortField {
            values["sortField"] = sortField
            values["sortFieldTitle"] = Naming.upperFirst(sortField)
        }
        guard prepares else { return values }
        values["preparations"] = textFields.map { field -> [String: Any] in
            ["field": field.name, "optional": field.type.isOptional, "required": !field.type.isOptional]
        }
        // The test pads a required text field and blanks an optional one, then reads what reached the repository.
        let sets = Set(useCase.sets.map(\.field))
        let required = textFields.first { !$0.type.isOptional && !sets.contains($0.name) }
        let optional = textFields.first { $0.type.isOptional && !sets.contains($0.name) }
        if let required, let sample = plan.samples.first(where: { $0.field == required.name })?.valid {
            values["hasPreparationTest"] = true
            values["probeField"] = required.name
            values["probeValue"] = sample
            values["probePadded"] = "\"  \" + \(sample) + \"\\n\""
        }
        if let optional {
            values["hasPreparationTest"] = true
            values["blankField"] = optional.name
        }
        return values
    }
}
