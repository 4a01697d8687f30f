import SwiftUI

struct WalletRenameView: View {
    @State private var name = ""
    @State private var showError = false

    var body: some View {
        TextField("Name", text: $name)
            .onSubmit { rename() }
            .alert("A wallet needs a name", isPresented: $showError) {}
    }

    private func rename() {
        // Breaks view-business-rules: the rule belongs to the view model's use case.
        guard !name.isEmpty else {
            showError = true
            return
        }
    }
}
