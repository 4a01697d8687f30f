import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import Attic

/// The app's own endpoint: what it leaves out, the protocol's defaults give.
struct ShelvesEndpointTests {
    @Test func asksForTheShelvesWithNothingElse() {
        let endpoint = ShelfService.ShelvesEndpoint()
        #expect(endpoint.path == "/shelves")
        #expect(endpoint.method == .get)
        #expect(endpoint.queryItems == nil)
        #expect(endpoint.headers == nil)
        #expect(endpoint.body == nil)
    }
}
