import SwiftUI

struct TransferView: View {
    @State private var amountText = ""
    @State private var errorMessage: String?

    var body: some View {
        TextField("Amount", text: $amountText)
            .onSubmit { submit() }
    }

    private func submit() {
        // Breaks view-business-rules: the amount's rule belongs to a UseCase.
        guard let amount = Double(amountText), amount > 0 else {
            errorMessage = "Enter an amount above zero"
            return
        }
        _ = amount
    }
}
