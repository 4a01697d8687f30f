import ScaffoldCore

/// Context of the SwiftUI views: how a view owns its view model per style, and what a row shows.
struct ViewContext {
    let plan: Plan

    var values: [String: Any] {
        let fields = plan.spec.fields
        let entity = plan.names.entityVariable
        let title = fields.first { FieldKind($0.type) == .string && !$0.type.isOptional }
        // Prefer a field that always has a value; an optional one may show nothing.
        let candidates = fields.filter { $0.name != title?.name && $0.name != "id" && ViewContext.display($0, entity: entity) != nil }
        let subtitle = candidates.first { !$0.type.isOptional } ?? candidates.first
        let names = plan.names
        let defaults = plan.injection == .initializerDefaults
        let ownership = plan.style.observation == .observableObject
            ? "viewModel: @autoclosure @escaping () -> \(names.listViewModel)"
            : "viewModel: \(names.listViewModel)"
        return [
            "listFromEnvironment": plan.listViewModelFromEnvironment,
            "hasCoordinator": plan.coordinator,
            "listViewInitParameters": ownership + (defaults ? " = \(names.listViewModel)()" : "")
                + (plan.coordinator ? ", coordinator: \(names.coordinator)" : ""),
            "formViewModelDefault": defaults ? " = \(names.formViewModel)()" : "",
            "addDestination": plan.coordinator ? "coordinator.form(for: nil)" : "\(names.formView)()",
            "editDestination": plan.coordinator
                ? "coordinator.form(for: \(entity))"
                : "\(names.formView)(viewModel: \(names.formViewModel)(\(entity): \(entity)))",
            "rowTitle": title.map { "\(entity).\($0.name)" } ?? "String(describing: \(entity).id)",
            "rowSubtitle": subtitle.flatMap { ViewContext.display($0, entity: entity) } ?? "",
            "hasRowSubtitle": subtitle != nil,
        ]
    }

    /// A `String` expression showing a field in a row; nil for kinds a row does not show.
    static func display(_ field: FieldSpec, entity: String) -> String? {
        let value = "\(entity).\(field.name)"
        let label = Naming.label(field.name)
        if field.type.isOptional {
            switch FieldKind(field.type) {
            case .string: return "\(value) ?? \"\""
            default: return nil
            }
        }
        switch FieldKind(field.type) {
        case .string: return value
        case .integer, .floating, .decimal: return "\(value).formatted()"
        case .date: return "\(value).formatted(date: .abbreviated, time: .omitted)"
        case .bool: return "\(value) ? \(SwiftLiteral.string(label)) : \(SwiftLiteral.string("Not " + label.lowercased()))"
        case .url: return "\(value).absoluteString"
        default: return nil
        }
    }
}
