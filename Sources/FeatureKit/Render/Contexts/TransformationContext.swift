/// What "data transformation" means in a generated UseCase (seed 000: "Business logic: data
/// preparation", `prepareTitle`, `notes?.nilIfEmpty`): writes trim their text fields and store empty
/// optional text as nil; a list is returned sorted by its first text field.
struct TransformationContext {
    let plan: Plan
    let useCase: PlannedUseCase

    var values: [String: Any] {
        let decision = plan.decision(for: useCase.operation)
        guard decision?.transforms == true else { return ["prepares": false, "sorts": false] }
        let text = plan.spec.fields.filter { FieldKind($0.type) == .string }
        let sortKey = text.first { !$0.type.isOptional }
        switch useCase.kind {
        case .create, .update, .custom:
            let lines: [[String: Any]] = text.map { field in
                ["field": field.name, "optional": field.type.isOptional, "required": !field.type.isOptional]
            }
            guard !lines.isEmpty, let probe = text.first(where: { !$0.type.isOptional }),
                  let sample = plan.samples.first(where: { $0.field == probe.name })?.valid else {
                return ["prepares": !lines.isEmpty, "preparations": lines, "sorts": false, "hasPreparationTest": false]
            }
            return [
                "prepares": true, "preparations": lines, "sorts": false, "hasPreparationTest": true,
                "probeField": probe.name, "probeValue": sample, "probePadded": "\"  \" + \(sample) + \"\\n\"",
            ]
        case .fetchAll:
            guard let sortKey else { return ["prepares": false, "sorts": false] }
            return ["prepares": false, "sorts": true, "sortField": sortKey.name, "sortFieldTitle": Naming.upperFirst(sortKey.name)]
        case .fetch, .delete:
            return ["prepares": false, "sorts": false]
        }
    }
}
