import ScaffoldCore

/// Context of the views' `#Preview`s: each screen built by the composition root's own screen builder, as the
/// app builds it, over a fresh in-memory store holding one sample entity: the in-memory repository itself, or the
/// preview store beside a persistent one (UserDefaults, JSON file), assigned to the root; seed 002's root is made
/// with its preview stores (`AppDependencies(stores: .preview)`, see `StoresContext`). The canvas never reads or
/// writes what the app saved.
struct PreviewContext {
    let plan: Plan

    var values: [String: Any] {
        if plan.registration != nil { return AdoptedPreviewContext(plan: plan).values }
        guard let root else { return ["hasPreviews": false] }
        let names = plan.names
        let q = plan.frameworkNames
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
        return [
            "hasPreviews": navigation.hasScreens,
            "previewSetup": lines(setup),
            "previewRoot": byConstructor ? rootLine : "let \(variable) = \(root.typeName)()",
            "previewScreen": "\(receiver).\(builder)",
            "previewStack": q.spell("NavigationStack"),
            "previewSample": sample(indent: 2),
            "previewListName": SwiftLiteral.string(Naming.label(names.entities)),
            "previewNewName": SwiftLiteral.string("New \(Naming.label(names.entity).lowercased())"),
            "previewEditName": SwiftLiteral.string("Edit \(Naming.label(names.entity).lowercased())"),
        ]
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
        let model = ModelContext(plan: plan)
        let pad = String(repeating: "    ", count: indent + 1)
        let arguments = model.fields.map { "\(pad)\($0.name): \(model.fixtureDefault($0))" }.joined(separator: ",\n")
        return "\(plan.names.entity)(\n\(arguments)\n\(String(repeating: "    ", count: indent)))"
    }
}
