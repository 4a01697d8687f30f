import ScaffoldCore

/// The fields that name another entity's records (`Plan.references`) as the screens present them: the list UseCase
/// each referenced entity is loaded through (one per entity, however many fields name it), the picker a form shows,
/// and the record a row names.
extension Plan {
    /// A field naming one record of another entity that a screen presents (see `FormControl.reference`).
    struct Presented {
        var reference: PlannedReference
        var field: FieldSpec
        var useCase: PlannedUseCase

        var entity: String { reference.entity }
        /// `fetchCategoriesUseCase`: the view model's property holding the entity's list UseCase.
        var variable: String { Naming.lowerFirst(useCase.baseName) }
        /// `categoryChoices`: the records a form's picker offers.
        var choices: String { "\(Naming.lowerFirst(entity))Choices" }
        /// `categories`: the entity's records, as a list loads them.
        var records: String { Naming.lowerFirst(Naming.plural(entity)) }
    }

    var presented: [Presented] {
        references.compactMap { reference in
            guard let useCase = reference.listUseCase, let field = spec.fields.first(where: { $0.name == reference.field }),
                  !KnownTypes.isArray(field.type.unwrapped) else { return nil }
            return Presented(reference: reference, field: field, useCase: useCase)
        }
    }

    /// One of `presented` per referenced entity.
    var presentedEntities: [Presented] {
        var seen: Set<String> = []
        return presented.filter { seen.insert($0.entity).inserted }
    }

    /// One list UseCase per referenced entity, as a view model dependency.
    var referenceDependencies: [Dependency] {
        presentedEntities.map { item in
            let dependency = Dependency(item.useCase, factory: "make\(item.useCase.baseName)")
            return item.reference.served ? dependency.stubsEmptyPage() : dependency
        }
    }

    /// The statement loading a referenced entity's records through its list UseCase; every page of a server-backed
    /// entity's (`executeAll()`, generated beside its paging UseCase: `UseCase.mustache`).
    func loadReferenced(_ item: Presented) -> String {
        if item.reference.served { return "try await \(item.variable).executeAll()" }
        return "try await \(item.variable).execute(\(useCaseInput ? ".init()" : ""))"
    }

    /// The type of the id a reference field holds.
    func idType(of field: FieldSpec) -> String { q(EffectValidator.referenceType(of: field.type) ?? "UUID") }

    /// `category.name`, `category.nickname ?? String(localized: "Unnamed category")`, or the id where the entity has no
    /// text to show: how a record of the referenced entity reads in a picker.
    func pickerTitle(of record: String, reference: PlannedReference) -> String {
        guard let display = reference.display else { return "\(q("String"))(describing: \(record).id)" }
        guard reference.displayIsOptional else { return "\(record).\(display)" }
        let unnamed = SwiftLiteral.string("Unnamed \(Naming.label(reference.entity).lowercased())")
        return "\(record).\(display) ?? \(q("String"))(localized: \(unnamed))"
    }

    /// The record one field of a list row names (`categoryID` → `category`), and how the row shows it.
    struct RowRecord: Encodable {
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
        /// How the row (and the detail screen) shows it, as Swift (`referenceText`).
        var display: String
        /// What the row's preview is given: the record the preview's sample names (`PreviewReferences`), else `nil`.
        var previewRecord: String
    }

    /// Per presented field, the list view model's lookup of the record it names and the row's property showing it.
    func rowRecords(state: String) -> [RowRecord] {
        presented.map { item in
            let name = Self.recordName(item.field.name)
            let key = "\(names.entityVariable).\(item.field.name)"
            let lookup = "\(state)\(item.records)ByID"
            let display = referenceText(item, record: name, key: key)
            return RowRecord(
                name: name, recordType: item.entity, field: item.field.name, label: Naming.label(item.entity).lowercased(),
                lookup: item.field.type.isOptional ? "\(key).flatMap { \(lookup)[$0] }" : "\(lookup)[\(key)]", display: display,
                previewRecord: item.reference.previewRecord ?? "nil"
            )
        }
    }

    /// How a field naming a record reads wherever a screen shows it (the list's rows, the detail screen): the record as
    /// the form's picker shows it (`pickerTitle`); an id naming no record any more reads as the picker says it,
    /// "Deleted category" (`missingLabel`), so a person sees the reference is broken rather than a raw id; an optional
    /// field naming none reads "—". `record` is the looked-up record (`Category?`), `key` the field's value, as Swift.
    func referenceText(_ item: Presented, record: String, key: String) -> String {
        let missing = "\(q("String"))(localized: \(Self.missingLabel(item.entity)))"
        let named = item.reference.display.flatMap { item.reference.displayIsOptional ? nil : "\(record)?.\($0) ?? \(missing)" }
            ?? "\(record).map { \(pickerTitle(of: "$0", reference: item.reference)) } ?? \(missing)"
        return item.field.type.isOptional ? "\(key) == nil ? \"—\" : \(named)" : named
    }

    /// What an id naming no record of `entity` any more reads, a string literal: "Deleted category".
    static func missingLabel(_ entity: String) -> String {
        SwiftLiteral.string("Deleted \(Naming.label(entity).lowercased())")
    }

    /// The records of one referenced entity a screen keeps by id (the list, to name each row's; the detail screen, to
    /// name its record's): the state property's declaration and the lines loading it through the entity's list UseCase.
    var referenceLookups: [ListContext.Lookup] {
        presentedEntities.map { item in
            let variable = "\(item.records)ByID"
            return ListContext.Lookup(declaration: "var \(variable): [\(idType(of: item.field)): \(item.entity)] = [:]", loadLines: TemplateLine.lines([
                "let \(item.records) = \(loadReferenced(item))",
                "\(statePrefix)\(variable) = \(q("Dictionary"))(\(item.records).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })",
            ]))
        }
    }

    /// `categoryID` → `category`, `fromAccountID` → `fromAccount`; a field not named like an id gets `Record`.
    static func recordName(_ field: String) -> String {
        for suffix in ["IDs", "ID", "Id"] where field.hasSuffix(suffix) && field.count > suffix.count {
            return String(field.dropLast(suffix.count))
        }
        return field + "Record"
    }
}
