import Combine
import Foundation

class SettingsViewModel: ObservableObject {
    @Published var sortByDate = false {
        // Breaks viewmodel-userdefaults: no direct UserDefaults access (use the manager).
        didSet { UserDefaults.standard.set(sortByDate, forKey: "sortByDate") }
    }
}
