public protocol TaskRepository: Sendable {
    func tasks() async throws -> [TaskItem]
}
