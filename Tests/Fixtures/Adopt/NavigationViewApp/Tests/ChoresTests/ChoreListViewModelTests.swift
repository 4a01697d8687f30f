import Foundation
import Testing
@testable import Chores

@MainActor
struct ChoreListViewModelTests {
    @Test func addsTogglesAndDeletes() {
        let viewModel = ChoreListViewModel()
        viewModel.add(title: "Dishes")
        viewModel.toggle(viewModel.chores[0])
        #expect(viewModel.chores.map(\.isDone) == [true])
        viewModel.delete(at: IndexSet(integer: 0))
        #expect(viewModel.chores.isEmpty)
    }
}
