import SwiftUI

struct AddTodoView: View {
    @State private var title = ""
    @State private var alertTitle = ""
    @State private var showAlert = false

    var body: some View {
        Button("Save") { save() }
            .alert(alertTitle, isPresented: $showAlert) {}
    }

    private func save() {
        // Breaks view-business-rules: the rule belongs to the view model.
        if title.count < 3 {
            raiseAlert("A todo needs at least 3 characters")
            return
        }
    }

    private func raiseAlert(_ text: String) {
        alertTitle = text
        showAlert = true
    }
}
