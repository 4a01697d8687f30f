import Foundation
import Observation

@MainActor
@Observable
final class AddExpenseViewModel {
    var amountString = ""
    var errorMessage: String?
    private let addExpense: any AddExpenseUseCase

    init(addExpense: any AddExpenseUseCase) {
        self.addExpense = addExpense
    }

    func save() async {
        // Breaks viewmodel-business-rules
        guard let amount = Double(amountString), amount > 0 else {
            errorMessage = "Enter an amount above zero"
            return
        }
        try? await addExpense.execute(amount: amount)
    }
}

protocol AddExpenseUseCase {
    func execute(amount: Double) async throws
}
