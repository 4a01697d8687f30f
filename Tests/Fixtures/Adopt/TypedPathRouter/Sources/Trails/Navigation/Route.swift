/// Every screen the app's stack pushes.
enum Route: Hashable {
    case trails
    case trail(String)
}
