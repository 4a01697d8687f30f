import Foundation
import Observation

/// The screens' shared state: a view model by where the layout puts it, though it holds no service.
@Observable
final class AppStore {
    var pingInterval: Double = 5

    init() {
        // Breaks viewmodel-userdefaults
        if let stored = UserDefaults.standard.string(forKey: "pingInterval") {
            pingInterval = Double(stored) ?? 5
        }
    }
}
