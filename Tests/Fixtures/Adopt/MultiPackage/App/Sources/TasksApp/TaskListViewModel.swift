import Domain
import Observation

@MainActor
@Observable
final class TaskListViewModel {
    private(set) var tasks: [TaskItem] = []
    @ObservationIgnored private let repository: any TaskRepository

    init(repository: any TaskRepository) {
        self.repository = repository
    }

    func load() async {
        tasks = (try? await repository.tasks()) ?? []
    }
}
