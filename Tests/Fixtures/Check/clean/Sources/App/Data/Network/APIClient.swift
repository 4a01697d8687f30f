import Foundation

final class APIClient: Sendable {
    // Breaks no-singletons.
    static let shared = APIClient(session: .shared)

    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }
}
