/// Every screen the stack pushes.
enum Route: Hashable {
    case home
    case entries
}
