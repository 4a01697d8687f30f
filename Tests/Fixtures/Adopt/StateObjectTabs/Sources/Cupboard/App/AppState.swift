import Combine

/// What the whole app shares: the tab on show, which any screen may change.
@MainActor
final class AppState: ObservableObject {
    /// The app's tabs.
    enum Tab: Hashable {
        case shelf
        case shopping
    }

    @Published var selectedTab: Tab = .shelf
}
