import Foundation
import ScaffoldCore

/// The detail screen of a record (issue 35, M3; the rule is `DetailScreen`): `<Entity>DetailViewModel`, which loads the
/// record by id through the fetch operation (its UseCase, or the repository where it is direct), `<Entity>DetailView`,
/// which shows every field as a labelled row in the formats of the rows and the form, and their tests.
struct DetailContext: Encodable {
    /// `MemberDetailViewModel`.
    var detailViewModel: String
    /// `MemberDetailView`.
    var detailView: String
    /// The fetch operation's name, as the spec says it.
    var fetchOperation: String
    /// The call loading the record by `id`, and its test double's members.
    var fetch: Action
    /// The navigation title: the record's first required text field, else the entity's label.
    var navigationTitle: String
    /// The title the tests expect for the fixture `record`.
    var expectedTitle: String
    /// One labelled row per field, in spec order.
    var rows: [Row]
    /// The form edits the record: Edit pushes it.
    var canEdit: Bool
    /// What Edit pushes, as Swift (`BookmarkRoute.edit(bookmark)`; in an adopted app's typed path, its router's case
    /// around it: `Plan.pushedRoute`).
    var editRoute: String
    /// The preview's lines making the root over a store holding the sample, one a line.
    var previewSetup: [TemplateLine]
    /// The sample's id, as Swift.
    var previewID: String
    /// What builds a screen for a route (`factory.memberScreen`).
    var previewScreen: String
    /// There is a preview (the app has a composition root).
    var hasPreview: Bool
    /// The custom operations the screen runs on the record it shows (`usedBy` names it), in spec order.
    @Flagged var customs: [Custom]
    /// The records its fields name (`trainerID` → the trainer), read as the list's rows read them (`Plan.referenceText`):
    /// the view model looks each up among the records it loaded with the record, and says how it reads.
    var references: [Reference]
    /// The records of each entity its fields name, kept by id and loaded with the record, as the list keeps them.
    var lookups: [ListContext.Lookup]
    /// The first of them, as the tests prove it: its name shown, and "Deleted trainer" once it names none that exists.
    var referenceTest: ReferenceTest?

    /// A field naming another entity's record, as the detail screen shows it.
    struct Reference: Encodable {
        /// The row's record (`Plan.RowRecord`): its name, type, lookup and how it reads.
        @Inlined var record: Plan.RowRecord
        /// The view model's function saying how the field reads: `trainerText`.
        var textFunction: String
    }

    /// How the tests load a record naming another, and what they expect the screen to read.
    struct ReferenceTest: Encodable {
        /// The view model's function saying how the field reads.
        var textFunction: String
        /// The referenced record, as the tests make it: `Trainer.fixture()`.
        var referenced: String
        /// Its variable: `trainer`.
        var referencedVariable: String
        /// The record, naming it: `Session.fixture(id: UUID(), trainerID: trainer.id)`.
        var naming: String
        /// The referenced entity's list UseCase double: its variable, and the handler handing back `[trainer]`.
        var listVariable: String
        var returnsReferenced: String
        /// The handler handing back no record: the one named is gone.
        var returnsNone: String
        /// What the screen reads for it: `trainer.name`.
        var expectedText: String
        /// What it reads once it names none that exists: `String(localized: "Deleted trainer")`.
        var expectedMissing: String
        /// The referenced entity in words, lowercased: `trainer`.
        var label: String
        /// Its type, for the tests' names: `Trainer`.
        var referencedType: String
    }

    /// An operation the screen runs on its record, and how its tests load a record it applies to.
    struct Custom: Encodable {
        /// The operation, as every screen runs it; `returnsChanged` hands back `returned`, a changed copy.
        @Inlined var action: Action
        /// The record the tests load, one the operation applies to, as Swift.
        var loaded: String
        /// What the test double hands back: the loaded record with every field changed, so the test tells it apart.
        var returned: String
        /// The fetch's test handlers handing back `applies` and `doesNot`: records it applies to and does not.
        var returnsApplying: String
        var returnsNotApplying: String
    }

    /// `LabeledContent("Card number", value: member.cardNumber.formatted(.number.grouping(.never)))`.
    struct Row: Encodable {
        /// The label, a string literal.
        var label: String
        /// The value as a `String`, as Swift over the view's `record`.
        var value: String
    }

    init?(plan: Plan) {
        guard let wired = plan.detailViewModel, let operation = plan.operations(wired).first(where: { $0.kind == .fetch }) else { return nil }
        let names = plan.names, entity = names.entityVariable
        detailViewModel = plan.detailViewModelName
        detailView = plan.detailView
        fetchOperation = operation.name
        let loader = OperationCall(operation: operation, plan: plan)
        fetch = loader.action(plan, expression: loader.expression("id"))
        fetch.returns = loader.handler(returning: entity)
        let string = plan.q("String")
        let title = plan.spec.fields.first { FieldKind($0.type) == .string && !$0.type.isOptional && $0.name != "id" }
        let fallback = "\(string)(localized: \(SwiftLiteral.string(Naming.label(names.entity))))"
        navigationTitle = title.map { "\(plan.statePrefix)\(entity)?.\($0.name) ?? \(fallback)" } ?? fallback
        expectedTitle = title.map { "\(entity).\($0.name)" } ?? fallback
        // A field naming a record reads as the list's rows read it, through the view model, which loaded the records.
        references = plan.rowRecords(state: plan.statePrefix).map { Reference(record: $0, textFunction: "\($0.name)Text") }
        lookups = plan.referenceLookups
        let textOf = Dictionary(references.map { ($0.record.field, $0.textFunction) }, uniquingKeysWith: { first, _ in first })
        rows = plan.spec.fields.filter { $0.name != (plan.spec.idField?.name ?? "id") }.map { field in
            let value = textOf[field.name].map { "viewModel.\($0)(for: \(entity))" } ?? Self.value(field, entity: entity, plan: plan)
            return Row(label: SwiftLiteral.string(Wording.label(of: field, in: plan)), value: value)
        }
        referenceTest = plan.presented.first.map { item in
            let variable = Naming.lowerFirst(item.entity), string = plan.q("String")
            let returns = { (records: String) in
                item.reference.served ? "{ _ in Listing(items: \(records)) }" : plan.useCaseInput ? "{ _ in \(records) }" : "{ \(records) }"
            }
            return ReferenceTest(
                textFunction: "\(Plan.recordName(item.field.name))Text", referenced: "\(item.entity).fixture()", referencedVariable: variable,
                naming: plan.fixtureCall([plan.spec.idField?.name ?? "id": plan.idSample(1), item.field.name: "\(variable).id"]),
                listVariable: item.variable, returnsReferenced: returns("[\(variable)]"), returnsNone: returns("[]"),
                expectedText: plan.pickerTitle(of: variable, reference: item.reference),
                expectedMissing: "\(string)(localized: \(Plan.missingLabel(item.entity)))", label: Naming.label(item.entity).lowercased(),
                referencedType: item.entity
            )
        }
        canEdit = plan.canEdit
        editRoute = plan.pushedRoute("edit(\(names.entityVariable))")
        // Seed 002's root is made with its preview stores, which hold the sample under its fixed id; the others hold
        // theirs in a property the preview assigns.
        previewSetup = TemplateLine.lines(plan.previewRootLines(plan.compositionRoot, fixedID: true))
        previewID = PreviewReferences.id(ofType: plan.spec.idField?.type.description ?? "UUID", names: plan.frameworkNames)
        previewScreen = plan.screenBuilder(on: plan.compositionRoot?.homeProperty ?? "factory")
        hasPreview = plan.compositionRoot != nil && plan.registration == nil
        customs = plan.operations(wired).filter { $0.kind == .custom }.map { custom in
            let call = OperationCall(operation: custom, plan: plan)
            var action = call.action(plan, expression: call.expression(entity))
            action.gate = OperationGate.detail(call, plan: plan)
            // The double hands back a changed copy, so the test sees the screen show what came back.
            action.returnsChanged = call.handler(returning: "returned")
            return Custom(
                action: action, loaded: action.gate?.available ?? "\(names.entity).fixture(id: \(plan.idSample(1)))",
                returned: plan.everyFieldChanged(id: "\(entity).\(plan.spec.idField?.name ?? "id")"),
                returnsApplying: loader.handler(returning: "applies"), returnsNotApplying: loader.handler(returning: "doesNot")
            )
        }
    }

    /// A field's value as text, in the formats of the rows (`ScreenContext.display`: money with its currency, an
    /// identifier number without grouping, a day without a time and a moment with it, "—" for none) and "Yes"/"No" for a flag.
    static func value(_ field: FieldSpec, entity: String, plan: Plan) -> String {
        let string = plan.q("String"), value = "\(entity).\(field.name)"
        switch (FieldKind(field.type), field.type.isOptional) {
        case (.bool, false): return "\(value) ? \(string)(localized: \"Yes\") : \(string)(localized: \"No\")"
        case (.bool, true): return "\(value).map { $0 ? \(string)(localized: \"Yes\") : \(string)(localized: \"No\") } ?? \"—\""
        // A list reads as its items, "a, b" (not Swift's `["a", "b"]`), and "—" when it has none.
        case (.array(let element), let optional):
            let text = element == .named("String") ? "" : ".map { \(string)(describing: $0) }"
            return optional ? "\(value).flatMap { $0.isEmpty ? nil : $0\(text).joined(separator: \", \") } ?? \"—\""
                : "\(value).isEmpty ? \"—\" : \(value)\(text).joined(separator: \", \")"
        default:
            if let shown = ScreenContext.display(field, entity: entity, names: plan.frameworkNames) { return shown }
            return field.type.isOptional ? "\(value).map { \(string)(describing: $0) } ?? \"—\"" : "\(string)(describing: \(value))"
        }
    }

    /// `<Entity>DetailViewModel`'s own state and what it is given: the record, loading, an operation running, the message;
    /// the fetch, the operations it runs, and the flags of those waiting for their UseCase (`UnwrittenOffer`).
    static func viewModel(_ plan: Plan) -> ViewModelContext {
        let names = plan.names
        let runs = plan.operations(plan.detailViewModel).contains { $0.kind == .custom }
        let state: [(String, Bool)] = [("var \(names.entityVariable): \(names.entity)?", false), ("var isLoading = false", false)]
            + (runs ? [("/// An operation is running: the screen's operation buttons wait.", false), ("var isRunning = false", false)] : [])
            + [("var errorMessage: \(plan.q("String"))?", false)] + plan.referenceLookups.map { ($0.declaration, false) }
        // The list UseCases of the entities its record names, as the list has them: the screen names those records too.
        var context = ViewModelContext(
            plan: plan, name: plan.detailViewModelName, state: state,
            dependencies: ViewModelContext.dependencies(plan, plan.detailViewModel) + plan.referenceDependencies,
            offers: UnwrittenOffer.of(plan, plan.detailViewModel), leading: ("id: \(names.idType)", "id: id")
        )
        // Unlike the form's draft, nothing outside sets the screen's state.
        if !context.stateStorage.contains("private(set)") {
            context.stateStorage = context.stateStorage.replacingOccurrences(of: "var state", with: "private(set) var state")
        }
        return context
    }
}
