import ScaffoldCore

/// Context of the views' `#Preview`s: each screen built by the composition root's own screen builder, as the
/// app builds it. Where the preset's store is swappable in memory (layered, features), the root gets a fresh
/// in-memory repository holding one sample entity; a UserDefaults store (mvvm) and seed 002's root, which
/// makes its own data sources, are previewed as the app starts them.
struct PreviewContext {
    let plan: Plan

    var values: [String: Any] {
        guard let root else { return ["hasPreviews": false] }
        let names = plan.names
        let q = plan.frameworkNames
        let navigation = NavigationContext(plan: plan)
        let variable = root.homeProperty
        // The list shows the sample; a form needs no store contents (the edit form gets the sample itself).
        let swaps = plan.storage == .inMemory
        let mutable = swaps && root.typeName == CompositionRoot.appFactory.typeName
        var setup = ["\(mutable ? "var" : "let") \(variable) = \(root.typeName)()"]
        if swaps {
            let repository = UseCaseContext.repositoryVariable(names.entity, plan: plan)
            setup.append("\(variable).\(repository) = \(names.repository)(\(names.entitiesVariable): [\(sample(indent: 1))])")
        }
        let receiver = plan.coordinator ? "\(variable).\(Naming.lowerFirst(names.coordinator))" : variable
        let builder = plan.coordinator ? "view" : "\(names.entityVariable)Screen"
        return [
            "hasPreviews": navigation.hasScreens,
            "previewSetup": lines(setup),
            "previewRoot": "let \(variable) = \(root.typeName)()",
            "previewScreen": "\(receiver).\(builder)",
            "previewStack": q.spell("NavigationStack"),
            "previewSample": sample(indent: 2),
            "previewListName": SwiftLiteral.string(Naming.label(names.entities)),
            "previewNewName": SwiftLiteral.string("New \(Naming.label(names.entity).lowercased())"),
            "previewEditName": SwiftLiteral.string("Edit \(Naming.label(names.entity).lowercased())"),
        ]
    }

    private var root: CompositionRoot? {
        guard let name = plan.artifacts.first(where: { $0.kind == .compositionRoot })?.name else { return nil }
        return Preset.all.first { $0.compositionRoot?.typeName == name }?.compositionRoot
    }

    /// The sample entity: the fixture's values, which pass every rule, one argument a line.
    private func sample(indent: Int) -> String {
        let model = ModelContext(plan: plan)
        let pad = String(repeating: "    ", count: indent + 1)
        let arguments = model.fields.map { "\(pad)\($0.name): \(model.fixtureDefault($0))" }.joined(separator: ",\n")
        return "\(plan.names.entity)(\n\(arguments)\n\(String(repeating: "    ", count: indent)))"
    }
}
