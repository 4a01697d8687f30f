/// Valid Swift names that would still break the generated code, each with the reason given to the user.
///
/// Kept as data so the list can follow the templates: a name belongs here only when the generated
/// slice (model, view models, views) already declares or uses it.
enum ReservedNames {
    /// Field names that collide with members the generated model, view models or views declare.
    static let fields: [String: String] = [
        "hashValue": "the model is Hashable and Swift synthesises `hashValue`",
        "body": "generated SwiftUI views declare `body`",
        "state": "generated view models declare `state`",
        "viewModel": "generated views hold their view model as `viewModel`",
        "repository": "generated view models and use cases hold `repository`",
        "isLoading": "generated view models declare `isLoading`",
        "errorMessage": "generated view models declare `errorMessage`",
    ]

    /// Type names the generated code relies on; a feature or entity of that name would shadow them.
    static let types: Set<String> = KnownTypes.builtIn.union([
        "Array", "Dictionary", "Set", "Optional", "Result", "Error", "Never", "Void", "Task",
        "Identifiable", "Codable", "Hashable", "Sendable", "Equatable", "Comparable",
        "Observable", "ObservableObject", "Published", "MainActor",
        "View", "Text", "List", "Form", "Section", "Button", "Label", "State", "Binding", "Environment",
        "App", "Scene", "NavigationStack", "JSONEncoder", "JSONDecoder", "FileManager", "XCTestCase",
    ])
}
