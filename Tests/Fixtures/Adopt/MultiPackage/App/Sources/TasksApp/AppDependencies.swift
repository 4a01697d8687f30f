import Data
import Domain
import Observation

/// Wires the Data layer behind the Domain's protocols.
@MainActor
@Observable
final class AppDependencies {
    let taskRepository: any TaskRepository = DefaultTaskRepository()

    func makeTaskListViewModel() -> TaskListViewModel {
        TaskListViewModel(repository: taskRepository)
    }
}
