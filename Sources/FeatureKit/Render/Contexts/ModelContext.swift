import ScaffoldCore

/// Context of the model, repository and fixture templates: the entity's stored properties.
struct ModelContext {
    let plan: Plan

    /// The spec's fields with the implicit `id: UUID` first when the spec names no id.
    var fields: [FieldSpec] {
        if plan.spec.idField != nil { return plan.spec.fields }
        return [FieldSpec(name: "id", type: .named("UUID"))] + plan.spec.fields
    }

    var values: [String: Any] {
        let all = fields
        let names = plan.frameworkNames
        let parameters = all.map { field -> String in
            var text = "\(field.name): \(names.spell(field.type))"
            if field.name == "id", field.type == .named("UUID") { text += " = \(names.spell("UUID"))()" }
            else if field.type.isOptional { text += " = nil" }
            return text
        }
        return [
            "fields": all.map { field in
                [
                    "declaration": "\(field.name == "id" ? "let" : "var") \(field.name): \(names.spell(field.type))",
                    "assignment": "self.\(field.name) = \(field.name)",
                ]
            },
            "initParameters": commaSeparatedLines(parameters),
            "fixtureParameters": commaSeparatedLines(all.map { field in
                "\(field.name): \(names.spell(field.type)) = \(fixtureDefault(field))"
            }),
            "fixtureArguments": commaSeparatedLines(all.map { "\($0.name): \($0.name)" }),
            "dtoFields": all.map { ["dtoDeclaration": "let \($0.name): \(names.spell($0.type))"] },
            "mapperEntityArguments": commaSeparatedLines(all.map { "\($0.name): dto.\($0.name)" }),
            "mapperDTOArguments": commaSeparatedLines(all.map { "\($0.name): \(plan.names.entityVariable).\($0.name)" }),
        ]
    }

    /// Fixture defaults pass every rule: a rule-checked sample where the field has rules.
    func fixtureDefault(_ field: FieldSpec) -> String {
        if field.name == "id" {
            return SharedContext.idSample(1, type: field.type.description, names: plan.frameworkNames)
        }
        if field.type.isOptional && field.rules.isEmpty { return "nil" }
        return plan.samples.first { $0.field == field.name }?.valid ?? "nil"
    }
}

extension ModelContext {
    /// `Reminder.fixture(id: x, title: y)`: a fixture call passing `values` by field name, in the order the fixture
    /// declares its parameters.
    func fixtureCall(_ values: [String: String]) -> String {
        let arguments = fields.compactMap { field in values[field.name].map { "\(field.name): \($0)" } }
        return "\(plan.names.entity).fixture(\(arguments.joined(separator: ", ")))"
    }

    /// A value of `field` passing its rules that differs from the fixture's (never nil for an optional).
    func alternative(_ field: FieldSpec) -> String {
        plan.samples.first { $0.field == field.name }?.alternative ?? fixtureDefault(field)
    }

    /// `Reminder.fixture(id: id, title: "Other title", isDone: true, …)`: every field away from its fixture value,
    /// so a round trip that loses or resets one is seen.
    func everyFieldChanged(id: String) -> String {
        let idName = plan.spec.idField?.name ?? "id"
        var values = [idName: id]
        for field in fields where field.name != idName { values[field.name] = alternative(field) }
        return fixtureCall(values)
    }
}

/// `[{text: "a: Int,"}, {text: "b: Int"}]`: lines of an argument list with commas decided here, not in templates.
func commaSeparatedLines(_ items: [String]) -> [[String: Any]] {
    items.enumerated().map { index, item in
        ["text": index == items.count - 1 ? item : item + ","]
    }
}

/// `[{text: …}]`: lines a template prints one per line.
func lines(_ items: [String]) -> [[String: Any]] {
    items.map { ["text": $0] }
}
