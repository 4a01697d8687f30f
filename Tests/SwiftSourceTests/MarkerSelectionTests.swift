import MockKit
import ScaffoldCore
@testable import SwiftSource
import XCTest

/// Sourcery's marks besides Mockolo's `/// @mockable`: the annotation comment, and the marker protocol.
final class MarkerSelectionTests: XCTestCase {
    private func parse(_ source: String, _ selection: MockSelection = MockSelection()) -> ParsedFile {
        ProtocolExtractor.parse(source: source, path: "Sources/Test.swift", selection: selection)
    }

    func testSourceryCommentSelectsProtocol() {
        let parsed = parse("""
            // sourcery: AutoMockable
            protocol Plain {}
            /// sourcery: AutoMockable
            protocol Doc {}
            /* sourcery: AutoMockable */
            protocol Block {}
            // sourcery: AutoMockable, skipEquality
            @MainActor protocol WithOthers {}
            @MainActor
            // sourcery: AutoMockable = true
            protocol BelowAttribute {}
            // sourcery: AutoMockableExtra
            protocol LongerName {}
            // sourcery:begin: AutoMockable
            protocol InBlock {}
            // sourcery:end
            // AutoMockable
            protocol NotSourcery {}
            """)
        XCTAssertEqual(parsed.protocols.map(\.name), ["Plain", "Doc", "Block", "WithOthers", "BelowAttribute"])
    }

    func testMarkerConformanceSelectsProtocolButNotTheMarker() {
        let parsed = parse("""
            protocol AutoMockable {}
            protocol Direct: AutoMockable {}
            protocol Composed: Sendable & AutoMockable {}
            protocol ThroughWhere where Self: AutoMockable {}
            protocol Unmarked: Sendable {}
            """)
        XCTAssertEqual(parsed.protocols.map(\.name), ["Direct", "Composed", "ThroughWhere"])
    }

    func testMarkedExtensionsAreRecordedWithTheirPlace() {
        let parsed = parse("""
            protocol Declared {}

            // sourcery: AutoMockable
            extension UserNotificationCenterProtocol {}
            extension Conforming: AutoMockable {}
            extension Unmarked {}
            /// @mockable
            extension DocMarked {}
            // sourcery: AutoMockable
            extension AutoMockable {}
            // sourcery: AutoMockable
            extension Module.Qualified {}
            """)
        XCTAssertEqual(parsed.selectedExtensions, [
            LocatedName(name: "UserNotificationCenterProtocol", location: SourceLocation(file: "Sources/Test.swift", line: 4, column: 1)),
            LocatedName(name: "Conforming", location: SourceLocation(file: "Sources/Test.swift", line: 5, column: 1)),
            LocatedName(name: "DocMarked", location: SourceLocation(file: "Sources/Test.swift", line: 8, column: 1)),
        ])
        XCTAssertEqual(parsed.protocols, [], "an extension selects in the index, not in its own file's parse")
    }

    func testIndexSelectsProtocolsExtendedInOtherFiles() {
        let declaring = parse("protocol UserNotificationCenterProtocol { func add() }\nprotocol Other {}")
        let extending = ProtocolExtractor.parse(
            source: "// sourcery: AutoMockable\nextension UserNotificationCenterProtocol {}\n// sourcery: AutoMockable\nextension Missing {}",
            path: "Sources/Extensions.swift", selection: MockSelection()
        )
        let index = ProtocolIndex([("Sources/A.swift", declaring), ("Sources/Extensions.swift", extending)])
        XCTAssertEqual(index.annotated.map(\.name), ["UserNotificationCenterProtocol"])
        XCTAssertEqual(index.missingExtended(), ["Missing"])
    }

    func testMarkersCanBeTurnedOff() {
        let source = """
            /// @mockable
            protocol Mockolo {}
            // sourcery: AutoMockable
            protocol Sourcery {}
            protocol Conforming: AutoMockable {}
            // sourcery: AutoMockable
            extension Extended {}
            """
        XCTAssertEqual(parse(source, MockSelection(markers: [.mockable])).protocols.map(\.name), ["Mockolo"])
        XCTAssertEqual(parse(source, MockSelection(markers: [.sourcery])).protocols.map(\.name), ["Sourcery"])
        XCTAssertEqual(parse(source, MockSelection(markers: [.conformance])).protocols.map(\.name), ["Conforming"])
        XCTAssertEqual(parse(source, MockSelection(markers: [.mockable])).selectedExtensions, [])
        XCTAssertEqual(parse(source, MockSelection(markers: [.sourcery])).selectedExtensions.map(\.name), ["Extended"])
    }

    func testCustomMarkerName() {
        let selection = MockSelection(markerName: "Mockable")
        let parsed = parse("// sourcery: Mockable\nprotocol A {}\nprotocol B: Mockable {}\n// sourcery: AutoMockable\nprotocol C {}", selection)
        XCTAssertEqual(parsed.protocols.map(\.name), ["A", "B"])
    }

    func testNeedlesForTheCheapScan() {
        XCTAssertEqual(MockSelection().needles, [Array("@mockable".utf8), Array("AutoMockable".utf8)])
        XCTAssertEqual(MockSelection(markers: [.mockable]).needles, [Array("@mockable".utf8)])
        XCTAssertEqual(MockSelection(markers: [.sourcery, .conformance]).needles, [Array("AutoMockable".utf8)])
        XCTAssertEqual(MockSelection(annotation: "Mock", markerName: "AutoMock").needles, [Array("Mock".utf8)], "`AutoMock` contains `Mock`")
        let bytes = Array("x // sourcery: AutoMockable\n".utf8)
        XCTAssertTrue(SourceText.containsAny(MockSelection().needles, in: bytes))
        XCTAssertFalse(SourceText.containsAny([Array("@mockable".utf8), Array("Nope".utf8)], in: bytes))
        XCTAssertTrue(SourceText.containsAny([Array("Nope".utf8), Array("\n".utf8)], in: bytes), "a match at the last byte")
    }

    func testUnmockableRequirementNamesItsLine() throws {
        let parsed = parse("""
            /// @mockable
            protocol Numbers {
                func add()
                static func + (lhs: Self, rhs: Self) -> Self
            }
            """)
        let reason = try XCTUnwrap(parsed.declarations.first?.unmockableReason)
        XCTAssertEqual(reason, "operator requirement `+` (line 4)")
    }
}
