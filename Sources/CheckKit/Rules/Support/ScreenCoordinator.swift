/// A coordinator of screens: a type named `…Coordinator` is Presentation's (seed 002's navigation coordinator) when it
/// can show a screen — its file is in Presentation or imports SwiftUI, UIKit or AppKit. A `…Coordinator` in a file
/// that imports none of them and lies outside Presentation (`UserDefaultCoordinator` in a data module, after Core
/// Data's `NSPersistentStoreCoordinator`) coordinates something else: a store, where a store is used by design.
enum ScreenCoordinator {
    private static let screenFrameworks: Set<String> = ["SwiftUI", "UIKit", "AppKit"]

    /// Whether `type`, a coordinator by its role, coordinates screens.
    static func coordinatesScreens(_ type: TypeScope, in file: CheckFile) -> Bool {
        file.layer == .presentation || !file.imports.isDisjoint(with: screenFrameworks)
    }
}
