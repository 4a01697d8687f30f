import SwiftUI

struct ContentView: View {
    @EnvironmentObject var viewModel: TodoViewModel
    @State private var inputText = ""

    var body: some View {
        VStack {
            Text("Total: \(viewModel.todos.count)")
            TextField("New todo", text: $inputText)
            Button("Add") {
                viewModel.addTodo(title: inputText)
                inputText = ""
            }
            Button("Reset") {
                // Breaks view-data-access: persistence code in a view.
                TodoPersistenceManager.shared.saveTodos([])
            }
        }
    }
}
