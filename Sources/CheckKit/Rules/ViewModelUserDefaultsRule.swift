import SwiftSyntax

/// A view model reads or writes UserDefaults itself instead of going through the persistence manager.
final class ViewModelUserDefaultsRule: MentionVisitor, Rule {
    static let description = RuleDescription(
        id: "viewmodel-userdefaults",
        rank: 140,
        summary: "View models reach UserDefaults only through the persistence manager.",
        reports: #"a view model uses UserDefaults itself — 003 "No direct UserDefaults access (use manager)""#,
        severity: .error,
        passages: [
            "mvvm": SeedPassage(.mvvm, "MVVM Pattern › ViewModel Layer › Best Practices", "No direct UserDefaults access (use manager)"),
        ],
        hint: "add the operation to the persistence manager and call it from the view model",
        triggering: [
            RuleExample("mvvm", "Sources/App/ViewModels/TodoViewModel.swift", """
            class TodoViewModel: ObservableObject {
                @Published var todos: [Todo] = []
                func save() {
                    let data = try? JSONEncoder().encode(todos)
                    ↓UserDefaults.standard.set(data, forKey: "todos")
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("mvvm", "Sources/App/ViewModels/TodoViewModel.swift", """
            class TodoViewModel: ObservableObject {
                @Published var todos: [Todo] = []
                private func saveTodos() {
                    UserDefaultsManager.shared.saveTodos(todos)
                }
            }
            """),
            RuleExample("mvvm", "Sources/App/Persistence/UserDefaultsManager.swift", """
            class UserDefaultsManager {
                private let defaults = UserDefaults.standard
            }
            """),
        ]
    )

    private static let stores: Set<String> = ["UserDefaults", "NSUbiquitousKeyValueStore"]

    override func visitType(_ type: TypeScope) -> SyntaxVisitorContinueKind { type.visits([.viewModel]) }

    override func mention(_ name: String, at token: TokenSyntax, in type: TypeScope) {
        guard type.role == .viewModel, Self.stores.contains(name) else { return }
        report("\(type.name) is a view model and uses \(name) directly", mentioning: name, at: token)
    }
}
