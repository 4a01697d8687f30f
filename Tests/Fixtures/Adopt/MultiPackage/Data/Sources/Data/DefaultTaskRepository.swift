import Domain

public actor DefaultTaskRepository: TaskRepository {
    private var stored: [TaskItem] = []

    public init() {}

    public func tasks() -> [TaskItem] {
        stored
    }
}
