import Foundation

/// Every screen the app's stack pushes.
enum Route: Hashable {
    case plants
    case plant(Plant)
}
