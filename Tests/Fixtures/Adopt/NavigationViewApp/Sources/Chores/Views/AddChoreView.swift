import SwiftUI

struct AddChoreView: View {
    @EnvironmentObject var viewModel: ChoreListViewModel
    @State private var title = ""

    var body: some View {
        Form {
            TextField("Title", text: $title)
            Button("Save") {
                viewModel.add(title: title)
            }
            .disabled(title.isEmpty)
        }
        .navigationTitle("New chore")
    }
}
