import Foundation

@MainActor
final class NoteShareViewModel: ObservableObject {
    @Published var link: URL?
    // Breaks presentation-network
    private let client: APIClient

    init(client: APIClient) {
        self.client = client
    }
}
