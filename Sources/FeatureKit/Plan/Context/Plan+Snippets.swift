import ScaffoldCore

/// The Swift snippets several templates print the same way, computed once from the plan: fixture calls and values,
/// test ids, failure messages, the names of the stores a feature reaches.
extension Plan {
    /// The spec's fields with the implicit `id: UUID` first when the spec names no id.
    var storedFields: [FieldSpec] {
        spec.idField != nil ? spec.fields : [FieldSpec(name: "id", type: .named("UUID"))] + spec.fields
    }

    /// A framework name as generated code spells it here (`Foundation.Date` where an entity shadows `Date`).
    func q(_ name: String) -> String { frameworkNames.spell(name) }

    /// What reaches a view model's state from outside: `state.` when nested, nothing when flat.
    var statePrefix: String { style.state == .nested ? "state." : "" }

    /// `viewModel.draft.` or `viewModel.state.draft.`, after `prefix`: a form's draft, as code outside the form reads it.
    func draft(_ prefix: String = "") -> String { prefix + statePrefix + "draft." }

    /// The composition root of the preset the plan was made with; nil in an adopted app or a preset without one.
    var compositionRoot: CompositionRoot? {
        guard let name = artifacts.first(where: { $0.kind == .compositionRoot })?.name else { return nil }
        return Preset.all.first { $0.compositionRoot?.typeName == name }?.compositionRoot
    }

    /// An id value for tests: fresh UUIDs, or distinct literals for String and Int ids.
    func idSample(_ n: Int, type: String? = nil) -> String {
        switch type ?? spec.idField?.type.description ?? "UUID" {
        case "String": return "\"id-\(n)\""
        case "Int": return "\(n)"
        default: return "\(q("UUID"))()"
        }
    }

    /// Fixture defaults pass every rule: a rule-checked sample where the field has rules.
    func fixtureDefault(_ field: FieldSpec) -> String {
        if field.name == "id" { return idSample(1, type: field.type.description) }
        if field.type.isOptional && field.rules.isEmpty { return "nil" }
        return samples.first { $0.field == field.name }?.valid ?? "nil"
    }

    /// A value of `field` passing its rules that differs from the fixture's (never nil for an optional).
    func alternative(_ field: FieldSpec) -> String {
        samples.first { $0.field == field.name }?.alternative ?? fixtureDefault(field)
    }

    /// `Reminder.fixture(id: x, title: y)`: a fixture call passing `values` by field name, in the fixture's order.
    func fixtureCall(_ values: [String: String]) -> String {
        let arguments = storedFields.compactMap { field in values[field.name].map { "\(field.name): \($0)" } }
        return "\(names.entity).fixture(\(arguments.joined(separator: ", ")))"
    }

    /// `Reminder.fixture(id: reminder.id, title: "Other title")`: the record with its first field changed, for a test
    /// double to hand back instead of what it was given, so an assertion can tell which arrived; else the value itself.
    func changedCopy(of variable: String) -> String {
        let id = spec.idField?.name ?? "id"
        guard let field = storedFields.first(where: { $0.name != id }) else { return variable }
        return fixtureCall([id: "\(variable).\(id)", field.name: alternative(field)])
    }

    /// `Reminder.fixture(id: id, title: "Other title", isDone: true, …)`: every field away from its fixture value, so a
    /// round trip that loses or resets one is seen.
    func everyFieldChanged(id: String) -> String {
        let idName = spec.idField?.name ?? "id"
        var values = [idName: id]
        for field in storedFields where field.name != idName { values[field.name] = alternative(field) }
        return fixtureCall(values)
    }

    /// The sample entity of previews: the fixture's values, which pass every rule, one argument a line; a field holding
    /// other entities gets its preview value (`FieldSamples.preview`), as the fixtures are the test target's, and a
    /// reference field the fixed id of the record it names (`PreviewReferences`). With `fixedID`, the sample's own id
    /// is that fixed id too: the sample a root's preview stores hold, which other features' samples name.
    func sample(indent: Int, fixedID: Bool = false) -> String {
        let pad = String(repeating: "    ", count: indent + 1)
        let idName = spec.idField?.name ?? "id"
        let arguments = storedFields.map { field in
            let value = fixedID && field.name == idName && PreviewReferences.fixedIDTypes.contains(field.type.description)
                ? PreviewReferences.id(ofType: field.type.description, names: frameworkNames)
                : samples.first { $0.field == field.name }?.preview ?? fixtureDefault(field)
            return "\(pad)\(field.name): \(value)"
        }.joined(separator: ",\n")
        return "\(names.entity)(\n\(arguments)\n\(String(repeating: "    ", count: indent)))"
    }

    /// A fresh in-memory store holding the sample: the preview store itself, or seed 002's repository over a local data
    /// source holding the sample's DTO.
    var sampleStore: String {
        storage == .dataSource || storage == .jsonDataSource
            ? "\(names.repository)(dataSource: \(names.dataSource)(records: [\(names.mapper).dto(from: \(sample(indent: 1)))]))"
            : "\(previewRepository)(\(names.entitiesVariable): [\(sample(indent: 1))])"
    }

    /// A preview's root, made as the app makes it (`var`/`let` `root.homeProperty`): seed 002's with its preview stores,
    /// the others given a fresh in-memory store holding the sample (under its fixed id with `fixedID`) and, in each
    /// referenced entity's store of the same root, the records the sample's reference fields name.
    func previewRootLines(_ root: CompositionRoot?, fixedID: Bool) -> [String] {
        let variable = root?.homeProperty ?? "factory", type = root?.typeName ?? "AppFactory"
        if injection == .compositionRoot { return ["let \(variable) = \(type)(\(RootContext.previewStores))"] }
        let named = presentedEntities.compactMap { item in
            item.reference.previewStore.map { "\(variable).\(repositoryVariable(item.entity)) = \($0)" }
        }
        let store = "\(previewRepository)(\(names.entitiesVariable): [\(sample(indent: 1, fixedID: fixedID))])"
        return ["\(root?.typeName == CompositionRoot.appFactory.typeName ? "var" : "let") \(variable) = \(type)()"] + named
            + ["\(variable).\(repositoryVariable(names.entity)) = \(store)"]
    }

    /// What builds the feature's screen for a route on the root `variable`: `factory.walletScreen`, seed 002's
    /// coordinator's `view` (`dependencies.walletCoordinator.view`).
    func screenBuilder(on variable: String) -> String {
        coordinator ? "\(variable).\(Naming.lowerFirst(names.coordinator)).view" : "\(variable).\(names.entityVariable)Screen"
    }

    /// `reminderListRepository`: the property holding an entity's repository.
    func repositoryVariable(_ entity: String) -> String { "\(Naming.lowerFirst(entity))\(repositoryRole(for: entity))" }

    /// `FailingBookRepository`: the test fixtures' store of an entity that fails the writes a test names.
    func failingStore(_ entity: String) -> String { "Failing\(entity)\(repositoryRole(for: entity))" }

    /// `String(localized: "reminder list")`: how a message names an entity, localizable.
    func localizedLabel(_ entity: String) -> String {
        "\(q("String"))(localized: \(SwiftLiteral.string(Naming.label(entity).lowercased())))"
    }

    /// `String(localized: "Could not load wallets: \(error.localizedDescription)")` for `doing` (`load wallets`).
    func failureMessage(_ doing: String, error: String = "error") -> String {
        "\(q("String"))(localized: \"Could not \(doing): \\(\(error).localizedDescription)\")"
    }

    /// The spec's operations a view model calls (`listViewModel`, `formViewModel`), in spec order.
    func operations(_ wired: [String]?) -> [OperationSpec] {
        let names = Set(wired ?? [])
        return spec.operations.filter { names.contains($0.name) }
    }

    /// The feature's entities test files import by name: its own, and those its UseCases reach.
    var testImports: [String] {
        Set([names.entity] + useCases.flatMap(\.repositories)).intersection(FrameworkNames.testImportCollisions).sorted()
    }
}

/// One line a template prints as is (`{{#lines}}{{text}}{{/lines}}`); commas between arguments are decided in Swift.
struct TemplateLine: Encodable, Hashable {
    /// The line's text.
    var text: String

    /// One line per text, in order.
    static func lines(_ texts: [String]) -> [TemplateLine] { texts.map { TemplateLine(text: $0) } }

    /// Lines of an argument list, a comma after each but the last.
    static func commaSeparated(_ items: [String]) -> [TemplateLine] {
        items.enumerated().map { index, item in TemplateLine(text: index == items.count - 1 ? item : item + ",") }
    }
}
