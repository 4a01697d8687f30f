import Foundation

/// Not a break: the persistence manager owns UserDefaults (seed 003, Persistence Layer).
final class TodoPersistenceManager {
    static let shared = TodoPersistenceManager()
    private let defaults = UserDefaults.standard
    private let key = "todos_key"

    func saveTodos(_ todos: [Todo]) {
        let data = try? JSONEncoder().encode(todos)
        defaults.set(data, forKey: key)
    }

    func loadTodos() -> [Todo] {
        guard let data = defaults.data(forKey: key),
              let todos = try? JSONDecoder().decode([Todo].self, from: data)
        else { return [] }
        return todos
    }
}
