import ScaffoldCore

/// Context of the fields that name another entity's records (`Plan.references`): the list UseCase each
/// referenced entity is loaded through (one dependency per entity, however many fields name it), the picker a
/// form shows, and the record a row names.
struct ReferenceContext {
    let plan: Plan

    /// The references a screen presents: single ids of other entities (see `FormControl.reference`).
    var presented: [(reference: PlannedReference, field: FieldSpec, useCase: PlannedUseCase)] {
        plan.references.compactMap { reference in
            guard let useCase = reference.listUseCase, let field = plan.spec.fields.first(where: { $0.name == reference.field }),
                  !KnownTypes.isArray(field.type.unwrapped) else { return nil }
            return (reference, field, useCase)
        }
    }

    /// One list UseCase per referenced entity, as a view model dependency (`fetchCategoriesUseCase`).
    var dependencies: [ViewModelContext.Dependency] {
        var seen: Set<String> = []
        return presented.filter { seen.insert($0.reference.entity).inserted }.map { item in
            ViewModelContext.Dependency(
                variable: variable(item.useCase), type: "any \(item.useCase.protocolName)",
                defaultValue: "\(item.useCase.implementationName)()", mockType: item.useCase.protocolName + "Mock",
                factory: "make\(item.useCase.baseName)"
            )
        }
    }

    /// The records each referenced entity offers, as form state and the statement loading them.
    func choices(into state: String) -> [Choice] {
        var seen: Set<String> = []
        return presented.filter { seen.insert($0.reference.entity).inserted }.map { item in
            Choice(
                variable: choicesVariable(item.reference.entity),
                declaration: "var \(choicesVariable(item.reference.entity)): [\(item.reference.entity)] = []",
                load: "\(state)\(choicesVariable(item.reference.entity)) = try await \(variable(item.useCase)).execute(\(plan.useCaseInput ? ".init()" : ""))"
            )
        }
    }

    /// The records of one referenced entity a form's pickers offer.
    struct Choice: TemplateContext {
        /// The state property holding them.
        var variable: String
        /// Its declaration.
        var declaration: String
        /// The statement loading them through the entity's list UseCase.
        var load: String
    }

    /// The form's picker per field, and the property naming a chosen record that no longer exists. `state` is
    /// the view model's state path (`state.` or nothing).
    func pickers(state: String) -> [Picker] {
        let q = plan.frameworkNames
        return presented.map { item in
            let (reference, field) = (item.reference, item.field)
            let idType = q.spell(EffectValidator.referenceType(of: field.type) ?? "UUID")
            let label = Naming.label(reference.entity).lowercased()
            let missing = "missing\(Naming.upperFirst(field.name))"
            let choices = "\(state)\(choicesVariable(reference.entity))"
            return Picker(
                field: field.name,
                idType: idType,
                choicesVariable: choicesVariable(reference.entity),
                choiceVariable: Naming.lowerFirst(reference.entity),
                choiceTitle: title(of: Naming.lowerFirst(reference.entity), reference: reference),
                noneLabel: SwiftLiteral.string(field.type.isOptional ? "None" : "Choose \(Naming.withArticle(label))"),
                missingLabel: SwiftLiteral.string("Deleted \(label)"),
                recordLabel: label,
                missingProperty: missing,
                missingLines: TemplateLine.lines([
                    "var \(missing): \(idType)? {",
                    "    guard \(state)hasLoadedChoices, let id = \(state)draft.\(field.name),",
                    "          !\(choices).contains(where: { $0.id == id }) else { return nil }",
                    "    return id",
                    "}",
                ])
            )
        }
    }

    /// The picker of one field naming a record of another entity, in a form: one element of `pickers`, and the
    /// names a reference's control has besides its own.
    struct Picker: TemplateContext {
        /// The field it sets.
        var field: String
        /// The type of the referenced entity's id.
        var idType: String
        /// The form's state property holding the records it offers.
        var choicesVariable: String
        /// One record, in the picker's `ForEach`.
        var choiceVariable: String
        /// How a record reads in the picker, as Swift.
        var choiceTitle: String
        /// What choosing none reads, a string literal.
        var noneLabel: String
        /// What a chosen record that no longer exists reads, a string literal.
        var missingLabel: String
        /// The referenced entity in words, lowercased.
        var recordLabel: String
        /// The view model's property holding the id of a chosen record that no longer exists.
        var missingProperty: String
        /// That property's declaration, one line each.
        var missingLines: [TemplateLine]
    }

    /// `category.name`, `category.nickname ?? String(localized: "Unnamed category")`, or the id where the entity
    /// has no text to show: how a record of the referenced entity reads in a picker.
    func title(of record: String, reference: PlannedReference) -> String {
        let q = plan.frameworkNames
        guard let display = reference.display else { return "\(q.spell("String"))(describing: \(record).id)" }
        guard reference.displayIsOptional else { return "\(record).\(display)" }
        let unnamed = SwiftLiteral.string("Unnamed \(Naming.label(reference.entity).lowercased())")
        return "\(record).\(display) ?? \(q.spell("String"))(localized: \(unnamed))"
    }

    /// "Choose a category." (or "Choose a category and an account."): the message of a save missing a required choice.
    var requiredMessage: String? {
        let required = presented.filter { !$0.field.type.isOptional }.map { Naming.withArticle(Naming.label($0.reference.entity).lowercased()) }
        guard !required.isEmpty else { return nil }
        let list = required.count == 1 ? required[0] : required.dropLast().joined(separator: ", ") + " and " + required[required.count - 1]
        return "\(plan.frameworkNames.spell("String"))(localized: \(SwiftLiteral.string("Choose \(list).")))"
    }

    /// What a list loads to name each row's referenced records: per referenced entity, its records by id.
    func lookups(state: String) -> [Lookup] {
        var seen: Set<String> = []
        let q = plan.frameworkNames
        return presented.filter { seen.insert($0.reference.entity).inserted }.map { item in
            let idType = q.spell(EffectValidator.referenceType(of: item.field.type) ?? "UUID")
            let variable = "\(Naming.lowerFirst(Naming.plural(item.reference.entity)))ByID"
            return Lookup(
                declaration: "var \(variable): [\(idType): \(item.reference.entity)] = [:]",
                loadLines: [
                    "let \(Naming.lowerFirst(Naming.plural(item.reference.entity))) = try await \(self.variable(item.useCase)).execute(\(plan.useCaseInput ? ".init()" : ""))",
                    "\(state)\(variable) = \(q.spell("Dictionary"))(\(Naming.lowerFirst(Naming.plural(item.reference.entity))).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })",
                ].map { TemplateLine(text: $0) },
                variable: variable
            )
        }
    }

    /// The records of one referenced entity a list keeps by id, to name each row's.
    struct Lookup: TemplateContext {
        /// The state property's declaration.
        var declaration: String
        /// The lines loading it through the entity's list UseCase.
        var loadLines: [TemplateLine]
        /// The state property.
        var variable: String
    }

    /// Per presented field, the list view model's lookup of the record it names (`category(for:)`) and the row's
    /// property that shows it.
    func rowRecords(state: String) -> [RowRecord] {
        let entity = plan.names.entityVariable
        return presented.map { item in
            let name = recordName(item.field.name)
            let lookup = "\(state)\(Naming.lowerFirst(Naming.plural(item.reference.entity)))ByID"
            let key = "\(entity).\(item.field.name)"
            return RowRecord(
                name: name,
                recordType: item.reference.entity,
                field: item.field.name,
                label: Naming.label(item.reference.entity).lowercased(),
                lookup: item.field.type.isOptional ? "\(key).flatMap { \(lookup)[$0] }" : "\(lookup)[\(key)]",
                display: display(of: name, reference: item.reference)
            )
        }
    }

    /// The record one field of a list row names (`categoryID` → `category`), and how the row shows it.
    struct RowRecord: TemplateContext {
        /// The row's property holding the record.
        var name: String
        /// The record's type.
        var recordType: String
        /// The field naming it.
        var field: String
        /// The record's entity in words, lowercased.
        var label: String
        /// How the list view model finds it by the field's id, as Swift.
        var lookup: String
        /// How the row shows it, "—" when there is none, as Swift.
        var display: String
    }

    /// `category?.name ?? "—"`: how a row shows the record a field names, "—" when there is none.
    func display(of record: String, reference: PlannedReference) -> String {
        guard let display = reference.display else { return "\(record).map { \(plan.frameworkNames.spell("String"))(describing: $0.id) } ?? \"—\"" }
        return "\(record)?.\(display) ?? \"—\""
    }

    /// `categoryID` → `category`, `fromAccountID` → `fromAccount`; a field not named like an id gets `Record`.
    func recordName(_ field: String) -> String {
        for suffix in ["IDs", "ID", "Id"] where field.hasSuffix(suffix) && field.count > suffix.count {
            return String(field.dropLast(suffix.count))
        }
        return field + "Record"
    }

    /// `fetchCategoriesUseCase`: the view model's property holding a referenced entity's list UseCase.
    func variable(_ useCase: PlannedUseCase) -> String { Naming.lowerFirst(useCase.baseName) }

    /// `categoryChoices`: the records a form's picker offers.
    func choicesVariable(_ entity: String) -> String { "\(Naming.lowerFirst(entity))Choices" }
}
