import XCTest
@testable import MockKit

/// Which kind of mock a protocol gets, from its own and its parents' inheritance and attributes.
final class MockFlavorTests: XCTestCase {
    func testPlainAndClassBoundProtocolsGetPlainClasses() {
        XCTAssertEqual(MockFlavor.of(MockableProtocol(name: "P")), .plain)
        XCTAssertEqual(MockFlavor.of(MockableProtocol(name: "P", inheritedTypes: ["AnyObject"])), .plain)
    }

    func testSendableProtocolsAreLocked() {
        XCTAssertEqual(MockFlavor.of(MockableProtocol(name: "P", inheritedTypes: ["Sendable"])), .locked)
        XCTAssertEqual(MockFlavor.of(MockableProtocol(name: "P", inheritedTypes: ["AnyObject & Sendable"])), .locked)
        XCTAssertEqual(MockFlavor.of(MockableProtocol(name: "P", inheritedTypes: ["Base"], parentInheritedTypes: ["Sendable"])), .locked)
    }

    func testActorProtocolsGetActors() {
        XCTAssertEqual(MockFlavor.of(MockableProtocol(name: "P", inheritedTypes: ["Actor"])), .actor)
        XCTAssertEqual(MockFlavor.of(MockableProtocol(name: "P", inheritedTypes: ["Base"], parentInheritedTypes: ["Actor"])), .actor)
    }

    func testGlobalActorProtocolsAreIsolated() {
        XCTAssertEqual(MockFlavor.of(MockableProtocol(name: "P", inheritedTypes: ["Sendable"], attributes: ["@MainActor"])), .isolated("@MainActor"))
        XCTAssertEqual(MockFlavor.of(MockableProtocol(name: "P", parentAttributes: ["@DatabaseActor"])), .isolated("@DatabaseActor"))
        XCTAssertEqual(MockFlavor.of(MockableProtocol(name: "P", attributes: ["@available(iOS 17, *)"])), .plain)
    }
}
