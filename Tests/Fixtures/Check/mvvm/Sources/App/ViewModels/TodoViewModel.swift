import Combine
import Foundation

/// Not a break: seed 003's view model holds the business logic and coordinates persistence.
class TodoViewModel: ObservableObject {
    @Published var todos: [Todo] = [] {
        didSet { TodoPersistenceManager.shared.saveTodos(todos) }
    }

    var activeTodosCount: Int {
        todos.filter { !$0.isCompleted }.count
    }

    func addTodo(title: String) {
        guard !title.isEmpty else { return }
        todos.append(Todo(id: UUID(), title: title, isCompleted: false))
    }
}
