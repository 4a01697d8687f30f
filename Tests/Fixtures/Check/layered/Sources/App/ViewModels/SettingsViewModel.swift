import Combine
import Foundation

@MainActor
final class SettingsViewModel: ObservableObject {
    @Published var currencyCode = "EUR"

    func save() {
        // Breaks presentation-data-access: persistence belongs to a repository.
        UserDefaults.standard.set(currencyCode, forKey: "currency")
    }
}
