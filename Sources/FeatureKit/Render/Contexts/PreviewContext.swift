import ScaffoldCore

/// Context of the views' `#Preview`s: each screen built by the composition root's own screen builder, as the
/// app builds it, over a fresh in-memory store holding one sample entity: the in-memory repository itself, or the
/// preview store beside a persistent one (UserDefaults, JSON file), assigned to the root; seed 002's root is made
/// with its preview stores (`AppDependencies(stores: .preview)`, see `StoresContext`). The canvas never reads or
/// writes what the app saved.
struct PreviewContext {
    let plan: Plan

    var values: [String: Any] { variables.values }

    /// What the views' previews may print: an adopted app's (`AdoptedPreviewContext`), or the composition root's.
    var variables: Variables {
        if plan.registration != nil { return AdoptedPreviewContext(plan: plan).variables }
        guard let root else { return Variables(hasPreviews: false) }
        let names = plan.names
        let navigation = NavigationContext(plan: plan)
        let variable = root.homeProperty
        // The list shows the sample; a form needs no store contents (the edit form gets the sample itself).
        let mutable = root.typeName == CompositionRoot.appFactory.typeName
        let repository = UseCaseContext.repositoryVariable(names.entity, plan: plan)
        let store = "\(plan.previewRepository)(\(names.entitiesVariable): [\(sample(indent: 1))])"
        // Seed 002's root takes its stores by constructor (Rule 3), the preview's sample data among them; the others
        // hold theirs in a property the preview assigns.
        let byConstructor = plan.injection == .compositionRoot
        let rootLine = byConstructor ? "let \(variable) = \(root.typeName)(\(StoresContext.previewArgument))"
            : "\(mutable ? "var" : "let") \(variable) = \(root.typeName)()"
        let setup = byConstructor ? [rootLine] : [rootLine, "\(variable).\(repository) = \(store)"]
        let receiver = plan.coordinator ? "\(variable).\(Naming.lowerFirst(names.coordinator))" : variable
        let builder = plan.coordinator ? "view" : "\(names.entityVariable)Screen"
        return Variables(
            hasPreviews: navigation.hasScreens,
            previewSetup: setup.map { TemplateLine(text: $0) },
            previewRoot: byConstructor ? rootLine : "let \(variable) = \(root.typeName)()",
            previewScreen: "\(receiver).\(builder)",
            names: self
        )
    }

    /// What the views' `#Preview`s may print. Docs/Templates.md, "Previews", lists them with an example each. The
    /// set-up lines and the sample are Swift made here: they depend on the composition root and every field's
    /// rule-passing value, which a template cannot work out.
    struct Variables: TemplateContext {
        /// The views have previews (the feature has a screen and the app a composition root to build it).
        var hasPreviews: Bool
        /// The lines making the root over a fresh in-memory store holding the sample, one a line.
        var previewSetup: [TemplateLine]?
        /// The line making the root alone, for a preview that needs no stored sample (an adopted app's: every
        /// set-up line, the later ones indented).
        var previewRoot: String?
        /// What builds a screen for a route (`factory.walletScreen`), called as `{{previewScreen}}(for: .list)`.
        var previewScreen: String?
        /// The navigation stack a preview shows its screen in.
        var previewStack: String?
        /// The sample entity: the fixture's values, one argument a line.
        var previewSample: String?
        /// The list preview's name, a string literal.
        var previewListName: String?
        /// The new-entity form preview's name, a string literal.
        var previewNewName: String?
        /// The edit form preview's name, a string literal.
        var previewEditName: String?

        init(hasPreviews: Bool) {
            self.hasPreviews = hasPreviews
        }

        /// Every preview's values, the names and sample read from `names`' plan.
        init(hasPreviews: Bool, previewSetup: [TemplateLine], previewRoot: String, previewScreen: String, names context: PreviewContext) {
            let names = context.plan.names
            self.hasPreviews = hasPreviews
            self.previewSetup = previewSetup
            self.previewRoot = previewRoot
            self.previewScreen = previewScreen
            previewStack = context.plan.frameworkNames.spell("NavigationStack")
            previewSample = context.sample(indent: 2)
            previewListName = SwiftLiteral.string(Naming.label(names.entities))
            previewNewName = SwiftLiteral.string("New \(Naming.label(names.entity).lowercased())")
            previewEditName = SwiftLiteral.string("Edit \(Naming.label(names.entity).lowercased())")
        }
    }

    /// A fresh in-memory store holding the sample: the preview store itself, or seed 002's repository over a local
    /// data source holding the sample's DTO.
    var sampleStore: String {
        let names = plan.names
        return plan.storage == .dataSource || plan.storage == .jsonDataSource
            ? "\(names.repository)(dataSource: \(names.dataSource)(records: [\(names.mapper).dto(from: \(sample(indent: 1)))]))"
            : "\(plan.previewRepository)(\(names.entitiesVariable): [\(sample(indent: 1))])"
    }

    private var root: CompositionRoot? {
        guard let name = plan.artifacts.first(where: { $0.kind == .compositionRoot })?.name else { return nil }
        return Preset.all.first { $0.compositionRoot?.typeName == name }?.compositionRoot
    }

    /// The sample entity: the fixture's values, which pass every rule, one argument a line.
    func sample(indent: Int) -> String {
        let pad = String(repeating: "    ", count: indent + 1)
        let arguments = ModelContext.storedFields(plan).map { "\(pad)\($0.name): \(ModelContext.fixtureDefault($0, plan: plan))" }.joined(separator: ",\n")
        return "\(plan.names.entity)(\n\(arguments)\n\(String(repeating: "    ", count: indent)))"
    }
}
