import Domain
import SwiftUI

struct TaskListView: View {
    @State var viewModel: TaskListViewModel

    var body: some View {
        List(viewModel.tasks) { task in
            Text(task.title)
        }
        .task { await viewModel.load() }
    }
}
