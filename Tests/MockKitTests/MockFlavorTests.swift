import XCTest
@testable import MockKit

/// Which kind of mock a protocol gets, from its inheritance and attributes
/// (the parser carries ancestors' `Sendable`, `Actor` and global actors into them).
final class MockFlavorTests: XCTestCase {
    func testPlainAndClassBoundProtocolsGetPlainClasses() {
        XCTAssertEqual(MockFlavor.of(MockableProtocol(name: "P")), .plain)
        XCTAssertEqual(MockFlavor.of(MockableProtocol(name: "P", inheritedTypes: ["AnyObject"])), .plain)
    }

    func testSendableProtocolsAreLocked() {
        XCTAssertEqual(MockFlavor.of(MockableProtocol(name: "P", inheritedTypes: ["Sendable"])), .locked)
        XCTAssertEqual(MockFlavor.of(MockableProtocol(name: "P", inheritedTypes: ["AnyObject & Sendable"])), .locked)
        XCTAssertEqual(MockFlavor.of(MockableProtocol(name: "P", inheritedTypes: ["Base", "Sendable"])), .locked)
    }

    func testActorProtocolsGetActors() {
        XCTAssertEqual(MockFlavor.of(MockableProtocol(name: "P", inheritedTypes: ["Actor"])), .actor)
        XCTAssertEqual(MockFlavor.of(MockableProtocol(name: "P", inheritedTypes: ["Base", "Actor"])), .actor)
    }

    func testGlobalActorProtocolsAreIsolated() {
        XCTAssertEqual(MockFlavor.of(MockableProtocol(name: "P", inheritedTypes: ["Sendable"], attributes: ["@MainActor"])), .isolated("@MainActor"))
        XCTAssertEqual(MockFlavor.of(MockableProtocol(name: "P", attributes: ["@DatabaseActor"])), .isolated("@DatabaseActor"))
        XCTAssertEqual(MockFlavor.of(MockableProtocol(name: "P", attributes: ["@available(iOS 17, *)"])), .plain)
    }
}
