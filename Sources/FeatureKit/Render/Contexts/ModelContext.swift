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
