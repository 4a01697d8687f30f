import ScaffoldCore

/// Context of the model, repository and fixture templates: the entity's stored properties.
/// Docs/Templates.md, "Every template", lists them with an example each.
struct ModelContext: TemplateContext {
    /// One stored property of the entity.
    struct Field: TemplateContext {
        /// Its declaration (`let id: UUID`, `var name: String`).
        var declaration: String
        /// Its line of the memberwise `init` (`self.name = name`).
        var assignment: String
    }

    /// One stored property of the data transfer object (clean).
    struct DTOField: TemplateContext {
        /// Its declaration (`let name: String`).
        var dtoDeclaration: String
    }

    /// The entity's stored properties, the id first.
    var fields: [Field]
    /// The parameters of the entity's `init`, one a line, with defaults for the id and optionals.
    var initParameters: [TemplateLine]
    /// The parameters of the test fixture's factory, one a line, each defaulting to a value that passes every rule.
    var fixtureParameters: [TemplateLine]
    /// The fixture's arguments to the entity's `init`, one a line.
    var fixtureArguments: [TemplateLine]
    /// The data transfer object's stored properties (clean).
    var dtoFields: [DTOField]
    /// The mapper's arguments to the entity's `init`, from a data transfer object (clean).
    var mapperEntityArguments: [TemplateLine]
    /// The mapper's arguments to the data transfer object's `init`, from an entity (clean).
    var mapperDTOArguments: [TemplateLine]

    init(plan: Plan) {
        let all = Self.storedFields(plan)
        let names = plan.frameworkNames
        let parameters = all.map { field -> String in
            var text = "\(field.name): \(names.spell(field.type))"
            if field.name == "id", field.type == .named("UUID") { text += " = \(names.spell("UUID"))()" }
            else if field.type.isOptional { text += " = nil" }
            return text
        }
        fields = all.map { field in
            Field(
                declaration: "\(field.name == "id" ? "let" : "var") \(field.name): \(names.spell(field.type))",
                assignment: "self.\(field.name) = \(field.name)"
            )
        }
        initParameters = TemplateLine.commaSeparated(parameters)
        fixtureParameters = TemplateLine.commaSeparated(all.map { field in
            "\(field.name): \(names.spell(field.type)) = \(Self.fixtureDefault(field, plan: plan))"
        })
        fixtureArguments = TemplateLine.commaSeparated(all.map { "\($0.name): \($0.name)" })
        dtoFields = all.map { DTOField(dtoDeclaration: "let \($0.name): \(names.spell($0.type))") }
        mapperEntityArguments = TemplateLine.commaSeparated(all.map { "\($0.name): dto.\($0.name)" })
        mapperDTOArguments = TemplateLine.commaSeparated(all.map { "\($0.name): \(plan.names.entityVariable).\($0.name)" })
    }

    /// The spec's fields with the implicit `id: UUID` first when the spec names no id.
    static func storedFields(_ plan: Plan) -> [FieldSpec] {
        if plan.spec.idField != nil { return plan.spec.fields }
        return [FieldSpec(name: "id", type: .named("UUID"))] + plan.spec.fields
    }

    /// Fixture defaults pass every rule: a rule-checked sample where the field has rules.
    static func fixtureDefault(_ field: FieldSpec, plan: Plan) -> String {
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
    static func fixtureCall(_ values: [String: String], plan: Plan) -> String {
        let arguments = storedFields(plan).compactMap { field in values[field.name].map { "\(field.name): \($0)" } }
        return "\(plan.names.entity).fixture(\(arguments.joined(separator: ", ")))"
    }

    /// A value of `field` passing its rules that differs from the fixture's (never nil for an optional).
    static func alternative(_ field: FieldSpec, plan: Plan) -> String {
        plan.samples.first { $0.field == field.name }?.alternative ?? fixtureDefault(field, plan: plan)
    }

    /// `Reminder.fixture(id: id, title: "Other title", isDone: true, …)`: every field away from its fixture value,
    /// so a round trip that loses or resets one is seen.
    static func everyFieldChanged(id: String, plan: Plan) -> String {
        let idName = plan.spec.idField?.name ?? "id"
        var values = [idName: id]
        for field in storedFields(plan) where field.name != idName {
            values[field.name] = alternative(field, plan: plan)
        }
        return fixtureCall(values, plan: plan)
    }
}

extension TemplateLine {
    /// Lines of an argument list, a comma after each but the last: commas are decided here, not in templates.
    static func commaSeparated(_ items: [String]) -> [TemplateLine] {
        items.enumerated().map { index, item in
            TemplateLine(text: index == items.count - 1 ? item : item + ",")
        }
    }
}
