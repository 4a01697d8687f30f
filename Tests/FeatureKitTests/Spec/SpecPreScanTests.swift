import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// The pre-scan must refuse aliases and runaway nesting without mistaking ordinary text for either.
final class YAMLPreScanTests: XCTestCase {
    private func scan(_ text: String) -> Diagnostic? { YAMLPreScan.problem(in: text, path: "s.yml", as: .spec) }

    func testAliasesAreFoundInFlowAndBlockPositions() {
        XCTAssertEqual(scan("a: &x 1\nb: *x\n")?.location, SourceLocation(file: "s.yml", line: 2, column: 4))
        XCTAssertEqual(scan("a: [1, *x]\n")?.location?.column, 8)
        XCTAssertEqual(scan("- *x\n")?.location?.column, 3)
    }

    func testStarsInTextAreNotAliases() {
        XCTAssertNil(scan("a: \"*x\"\nb: '*y'\nc: plain *z text\nd: 2*3\n"))
        XCTAssertNil(scan("a: |\n  *literal\n  - *still text\nb: 1\n"))
        XCTAssertNil(scan("a: 'it''s *fine'\nb: x # *comment\n"))
        XCTAssertNil(scan("{\"a\": \"*x [[[[\", \"b\": [\"]]]\"]}"))
    }

    func testBlockScalarEndsAtTheParentIndentation() {
        XCTAssertNotNil(scan("a: >\n  folded *text\nb: *x\n"))
    }

    func testBracketsInQuotesAndPlainBlockTextDoNotCount() {
        let manyBrackets = String(repeating: "[", count: 100)
        XCTAssertNil(scan("a: \"\(manyBrackets)\"\nb: '\(manyBrackets)'\nc: x\(manyBrackets)\n"))
        XCTAssertNotNil(scan("a: \(manyBrackets)\n"))
    }
}
