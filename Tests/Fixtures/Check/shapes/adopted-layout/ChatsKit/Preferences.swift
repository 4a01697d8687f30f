import Foundation

/// The persistence manager seed 003 asks for, in a package beside the app: `check` reads it, and it is no view model
/// though its folder's files are not the layout's.
final class Preferences {
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func interval() -> Double {
        defaults.double(forKey: "pingInterval")
    }
}
