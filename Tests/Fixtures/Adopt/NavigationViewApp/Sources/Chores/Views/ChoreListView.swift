import SwiftUI

struct ChoreListView: View {
    @EnvironmentObject var viewModel: ChoreListViewModel

    var body: some View {
        VStack {
            if viewModel.chores.isEmpty {
                Text("Nothing to do")
            } else {
                List {
                    ForEach(viewModel.chores) { chore in
                        Button(chore.isDone ? "\(chore.title) (done)" : chore.title) {
                            viewModel.toggle(chore)
                        }
                    }
                    .onDelete(perform: viewModel.delete)
                }
            }
        }
        .navigationTitle("Chores")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                NavigationLink("Add") {
                    AddChoreView()
                }
            }
        }
    }
}
