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
        /// How the row shows it, "—" when there is none, as Swift.
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
            let display = item.reference.display.map { "\(name)?.\($0) ?? \"—\"" }
                ?? "\(name).map { \(q("String"))(describing: $0.id) } ?? \"—\""
            return RowRecord(
                name: name, recordType: item.entity, field: item.field.name, label: Naming.label(item.entity).lowercased(),
                lookup: item.field.type.isOptional ? "\(key).flatMap { \(lookup)[$0] }" : "\(lookup)[\(key)]", display: display,
                previewRecord: item.reference.previewRecord ?? "nil"
            )
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
