import ScaffoldCore

/// Context of the SwiftUI views: how a view owns its view model per style, how it navigates (a route value,
/// or seed 002's coordinator), and what a row shows.
struct ViewContext {
    let plan: Plan

    var values: [String: Any] { variables.values }

    /// What the views may print.
    var variables: Variables {
        let fields = plan.spec.fields
        let entity = plan.names.entityVariable
        let names = plan.names
        let title = fields.first { FieldKind($0.type) == .string && !$0.type.isOptional }
        // An amount of money reads at the row's trailing edge, as finance apps show it.
        let trailing = fields.first { FieldMeaning.of($0) == .currency && $0.name != title?.name }
        let references = ReferenceContext(plan: plan)
        let records = references.rowRecords(state: "")
        let referenceFields = Set(plan.references.map(\.field))
        // The record a reference names reads first; else prefer a field that always has a value.
        let candidates = fields.filter {
            $0.name != title?.name && $0.name != trailing?.name && $0.name != "id" && !referenceFields.contains($0.name)
                && ViewContext.display($0, entity: entity, names: plan.frameworkNames) != nil
        }
        let subtitle = candidates.first { !$0.type.isOptional } ?? candidates.first
        let subtitleText = records.first?.display ?? subtitle.flatMap { ViewContext.display($0, entity: entity, names: plan.frameworkNames) }
        let observable = plan.style.observation == .observable
        let environmentList = plan.listViewModelFromEnvironment
        let navigation = NavigationContext(plan: plan)
        return Variables(
            // Seed 003 shares the list view model through the environment: as an EnvironmentObject, or by type under Observation.
            listFromEnvironmentObject: environmentList && !observable,
            listFromEnvironment: environmentList && observable,
            listOwnsViewModel: !environmentList,
            listViewInitParameters: listInitParameters.joined(separator: ", "),
            hasListInit: !listInitParameters.isEmpty,
            makesCreateForm: makesCreateForm,
            listGenerics: makesCreateForm ? "<CreateForm: \(plan.frameworkNames.spell("View"))>" : "",
            createsInSheet: navigation.createsInSheet,
            // Create is a sheet over the list (its own stack, so the form shows Cancel and Save); edit stays a push.
            isCreatingBinding: plan.coordinator ? "\(plan.frameworkNames.spell("Bindable"))(coordinator).isCreating" : "$isCreating",
            createForm: plan.coordinator ? "coordinator.view(for: .new)" : "makeCreateForm()",
            formViewInitParameters: ownership(names.formViewModel) + (plan.coordinator ? ", coordinator: \(names.coordinator)" : ""),
            rowTitle: title.map { "\(entity).\($0.name)" } ?? "\(plan.frameworkNames.spell("String"))(describing: \(entity).id)",
            rowSubtitle: subtitleText ?? "",
            hasRowSubtitle: subtitleText != nil,
            rowTrailing: trailing.flatMap { ViewContext.display($0, entity: entity, names: plan.frameworkNames) } ?? "",
            hasRowTrailing: trailing != nil,
            rowRecords: records,
            rowPreviewRecords: records.map { ", \($0.name): nil" }.joined(),
            errorIcon: "exclamationmark.triangle",
            // Accessibility identifiers read `<entity>.<screen>.<control>`: `wallet.list.add`, `wallet.form.name`.
            a11yPrefix: entity,
            emptyIcon: "tray",
            // Deleting cannot be undone: list and form ask first.
            deleteQuestion: SwiftLiteral.string("Delete this \(Naming.label(names.entity).lowercased())?"),
            emptyHint: navigation.canCreate
                ? "Tap Add to create \(Naming.withArticle(Naming.label(names.entity).lowercased()))."
                : "Nothing here yet."
        )
    }

    /// What the list, row and form views may print. Docs/Templates.md, "Views", lists them with an example each.
    /// The row's texts are Swift made here: which field reads as a title, a subtitle or a trailing amount, and how
    /// each kind of value is formatted, are decisions a template cannot make.
    struct Variables: TemplateContext {
        /// The list reads its view model from the environment as an `EnvironmentObject` (seed 003).
        var listFromEnvironmentObject: Bool
        /// The list reads its view model from the environment by type, under Observation (seed 003).
        var listFromEnvironment: Bool
        /// The list owns its view model (every preset but mvvm).
        var listOwnsViewModel: Bool
        /// The list's initializer parameters, comma-separated.
        var listViewInitParameters: String
        /// The list has an initializer of its own.
        var hasListInit: Bool
        /// The list is given a closure making the create form it presents.
        var makesCreateForm: Bool
        /// The list's generic parameter for that form, or nothing.
        var listGenerics: String
        /// Create is presented in a sheet over the list.
        var createsInSheet: Bool
        /// The binding that presents the create sheet.
        var isCreatingBinding: String
        /// What builds the create form the sheet shows.
        var createForm: String
        /// The form's initializer parameters, comma-separated.
        var formViewInitParameters: String
        /// A row's title, as Swift: the first required text field, else the id.
        var rowTitle: String
        /// A row's subtitle, as Swift: the record a reference names, else another field a row can show.
        var rowSubtitle: String
        /// The row has a subtitle.
        var hasRowSubtitle: Bool
        /// A row's trailing text, as Swift: an amount of money.
        var rowTrailing: String
        /// The row has a trailing text.
        var hasRowTrailing: Bool
        /// The records a row's fields name, which the row is given beside its entity.
        var rowRecords: [ReferenceContext.RowRecord]
        /// Those records' arguments in a row's preview, each nil.
        var rowPreviewRecords: String
        /// The SF Symbol of an error.
        var errorIcon: String
        /// The first word of every accessibility identifier (`wallet.list.add`).
        var a11yPrefix: String
        /// The SF Symbol of an empty list.
        var emptyIcon: String
        /// What a delete asks first, a string literal.
        var deleteQuestion: String
        /// What an empty list says.
        var emptyHint: String
    }

    /// Value-navigating lists present a create form the composition root makes (`makeCreateForm`); seed 002's
    /// list asks its coordinator, which builds the form and holds the sheet open.
    private var makesCreateForm: Bool {
        !plan.coordinator && NavigationContext(plan: plan).createsInSheet
    }

    /// The list's initializer parameters: its view model when it owns it, seed 002's coordinator, the create form.
    private var listInitParameters: [String] {
        var parameters: [String] = []
        if !plan.listViewModelFromEnvironment { parameters.append(ownership(plan.names.listViewModel)) }
        if plan.coordinator { parameters.append("coordinator: \(plan.names.coordinator)") }
        if makesCreateForm { parameters.append("makeCreateForm: @escaping () -> CreateForm") }
        return parameters
    }

    /// A view's view model parameter: an autoclosure for `@StateObject` (created once), the instance for `@State`.
    private func ownership(_ type: String) -> String {
        plan.style.observation == .observableObject ? "viewModel: @autoclosure @escaping () -> \(type)" : "viewModel: \(type)"
    }

    /// A `String` expression showing a field in a row; nil for kinds a row does not show. An optional field
    /// shows "—" when it has no value, so the row keeps its shape.
    static func display(_ field: FieldSpec, entity: String, names: FrameworkNames = .plain) -> String? {
        let value = "\(entity).\(field.name)"
        // Money with its currency (`€12.50`), other numbers as the locale writes them.
        let format = FieldMeaning.of(field) == .currency ? ".formatted(\(EditorTraits(field: field, names: names).numberFormat))" : ".formatted()"
        if field.type.isOptional {
            switch FieldKind(field.type) {
            case .string: return "\(value) ?? \"—\""
            case .integer, .floating, .decimal: return "\(value)?\(format) ?? \"—\""
            case .date: return "\(value)?.formatted(date: .abbreviated, time: .omitted) ?? \"—\""
            case .url: return "\(value)?.absoluteString ?? \"—\""
            default: return nil
            }
        }
        switch FieldKind(field.type) {
        case .string: return value
        case .integer, .floating, .decimal: return "\(value)\(format)"
        case .date: return "\(value).formatted(date: .abbreviated, time: .omitted)"
        case .bool:
            let (yes, no) = stateWords(field.name)
            return "\(value) ? \(SwiftLiteral.string(yes)) : \(SwiftLiteral.string(no))"
        case .url: return "\(value).absoluteString"
        default: return nil
        }
    }

    /// How a row says a Bool field's two states, from the field's name: `isDone` reads "Done" / "Not done",
    /// `hasAttachments` "Has attachments" / "No attachments", `archived` "Archived" / "Not archived".
    static func stateWords(_ name: String) -> (yes: String, no: String) {
        let label = Naming.label(name)
        let words = label.split(separator: " ", maxSplits: 1).map(String.init)
        if words.count == 2, words[0] == "Is" {
            let rest = Naming.upperFirst(words[1])
            return (rest, "Not " + words[1])
        }
        if words.count == 2, words[0] == "Has" { return (label, "No " + words[1]) }
        return (label, "Not " + label.lowercased())
    }
}
