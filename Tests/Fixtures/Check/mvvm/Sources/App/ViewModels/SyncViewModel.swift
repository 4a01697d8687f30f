import Foundation

final class SyncViewModel: ObservableObject {
    @Published var lastSync: Date?

    func upload(_ todos: [Todo]) async throws {
        // Breaks presentation-network
        var request = URLRequest(url: URL(string: "https://example.com/todos")!)
        request.httpBody = try JSONEncoder().encode(todos)
        _ = try await URLSession.shared.data(for: request)
        lastSync = Date()
    }
}
