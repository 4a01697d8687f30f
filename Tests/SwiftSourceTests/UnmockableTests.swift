import MockKit
@testable import SwiftSource
import ScaffoldCore
import XCTest

final class UnmockableTests: XCTestCase {
    private func reason(_ source: String) throws -> String? {
        try declaration(source).unmockableReason
    }

    func testSupportedProtocolHasNoReason() throws {
        XCTAssertNil(try reason("protocol P { func a(); var b: Int { get } }"))
    }

    func testOperatorRequirement() throws {
        XCTAssertEqual(try reason("protocol P { static func == (l: Self, r: Self) -> Bool }"), "operator requirement `==` (line 1)")
    }

    func testUnsupportedModifier() throws {
        XCTAssertEqual(try reason("@MainActor protocol P { nonisolated func id() -> String }"), "`nonisolated` on `id` (line 1)")
    }

    func testRawIdentifiersThatAreNotPlainNamesAreReported() throws {
        XCTAssertEqual(try reason("protocol P { func `load data`() }"), "raw identifier `load data` cannot be part of the mock's member names")
        XCTAssertEqual(try reason("protocol P { func load(`for item`: Int) }"), "raw identifier `for item` cannot be part of the mock's member names")
        XCTAssertEqual(try reason("protocol P { var `1st`: Int { get } }"), "raw identifier `1st` cannot be part of the mock's member names")
        XCTAssertNil(try reason("protocol P { func `default`(`in` value: Int) }"), "keywords in backticks are plain names")
        XCTAssertTrue(RawIdentifiers.isUnsplicable("`a-b`"))
        XCTAssertFalse(RawIdentifiers.isUnsplicable("`café`"))
    }

    func testPrivateProtocol() throws {
        let reason = try XCTUnwrap(reason("private protocol P {}"))
        XCTAssertTrue(reason.contains("private"), reason)
    }

    func testPropertyWithoutAccessors() throws {
        XCTAssertEqual(try reason("protocol P { var a: Int }"), "property `a` without `{ get }` or `{ get set }` (line 1)")
    }

    func testAssociatedTypeInsideIfConfig() throws {
        XCTAssertEqual(try reason("protocol P {\n#if DEBUG\nassociatedtype T\n#endif\n}"), "associated type `T` inside `#if` (line 3)")
    }

    func testGenericInitializer() throws {
        XCTAssertEqual(try reason("protocol P { init<T>(value: T) }"), "generic initializer requirement (line 1)")
    }

    func testProtocolInsideIfConfigIsFoundButNotMockable() throws {
        let parsed = parse("#if DEBUG\n/// @mockable\nprotocol Debugging {}\n#endif")
        XCTAssertEqual(parsed.declarations.map(\.model.name), ["Debugging"])
        XCTAssertEqual(parsed.declarations.first?.unmockableReason, "it is declared inside `#if DEBUG`")
        XCTAssertEqual(parsed.protocols, [])
    }

    /// SE-0404: a protocol in a type that is not generic is read with the names of the types around it; one in a
    /// generic type cannot be declared at all, so none is looked for there.
    func testProtocolsNestedInTypesKeepTheirTypesNames() {
        let parsed = parse("enum API {\n    /// @mockable\n    protocol Client {}\n}\nextension API.Inner { protocol Deep {} }\nstruct Box<T> { protocol NotHere {} }")
        XCTAssertEqual(parsed.declarations.map(\.model.namespace), [["API"], ["API.Inner"]])
        XCTAssertEqual(parsed.declarations.map(\.model.name), ["Client", "Deep"])
        XCTAssertEqual(parsed.declarations.first?.location, SourceLocation(file: "Sources/Test.swift", line: 3, column: 5))
        XCTAssertEqual(parsed.warnings, [])
    }

    func testSyntaxErrorIsAWarningWithLocation() throws {
        let parsed = parse("import Foundation\n\n/// @mockable\nprotocol Broken {\n    func a(\n}\n")
        XCTAssertTrue(parsed.failedToParse)
        XCTAssertEqual(parsed.declarations, [])
        let warning = try XCTUnwrap(parsed.warnings.first)
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertEqual(warning.location?.file, "Sources/Test.swift")
        XCTAssertEqual(warning.location, SourceLocation(file: "Sources/Test.swift", line: 5, column: 12), "right after `func a(`")
        XCTAssertTrue(warning.message.hasPrefix("Sources/Test.swift does not parse (expected `)`)"), warning.message)
        XCTAssertTrue(warning.rendered.hasPrefix("Sources/Test.swift:5:12: warning:"), warning.rendered)
    }
}
