import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Samples printed into generated tests must pass (or break) the rules exactly as the Validator does.
final class SampleBuilderTests: XCTestCase {
    private func samples(_ field: FieldSpec) -> (FieldSamples, [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let result = SampleBuilder().samples(for: field, diagnostics: &diagnostics, keyPath: "fields[0]")
        return (result, diagnostics.diagnostics)
    }

    func testStringLengthBoundaries() {
        let (result, problems) = samples(Specs.field("title", "String", [.nonEmpty, .minLength(3), .maxLength(10)]))
        XCTAssertTrue(problems.isEmpty)
        XCTAssertEqual(result.checks[1].accepted, "\"xxx\"")
        XCTAssertEqual(result.checks[1].refusals.map(\.value), ["\"xx\""])
        XCTAssertEqual(result.checks[2].accepted, "\"xxxxxxxxxx\"")
        XCTAssertEqual(result.checks[2].refusals.map(\.value), ["\"xxxxxxxxxxx\""])
        XCTAssertEqual(result.checks[0].refusals.map(\.value), ["\"\"", "\" \""], "empty, and blank")
        XCTAssertEqual(result.checks[0].refusals.map(\.brokenRule), [.nonEmpty, .nonEmpty])
    }

    func testLongValuesPrintAsLengths() {
        let (result, _) = samples(Specs.field("title", "String", [.maxLength(100)]))
        XCTAssertEqual(result.checks[0].accepted, "String(repeating: \"x\", count: 100)")
        XCTAssertEqual(result.checks[0].refusals.map(\.value), ["String(repeating: \"x\", count: 101)"])
    }

    func testNumberLimits() {
        let (result, _) = samples(Specs.field("age", "Int", [.min(18), .max(120)]))
        XCTAssertEqual(result.checks.map(\.accepted), ["18", "120"])
        XCTAssertEqual(result.checks.map { $0.refusals.map(\.value) }, [["17"], ["121"]])
    }

    func testPatternFindsMatchingAndBreakingValues() {
        let (result, problems) = samples(Specs.field("code", "String", [.pattern("[A-Z]{3}")]))
        XCTAssertTrue(problems.isEmpty)
        XCTAssertEqual(result.valid, "\"ABC\"")
        XCTAssertEqual(result.checks[0].refusals.map(\.value), ["\"AB\"", "\"ABCC\"", "\"0BC\"", "\"AB0\""], "its near misses")
    }

    func testAPatternItCannotReadAsksForAnExample() {
        let (_, problems) = samples(Specs.field("code", "String", [.pattern("(?=.*[0-9])Q{7}-[0-9]{9}")]))
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(problems[0].hint?.contains("example:") ?? false)
    }

    func testAPatternNoCommonTextMatchesIsReadForItsSample() {
        let (isbn, problems) = samples(Specs.field("isbn", "String", [.pattern("97[89][0-9]{10}")]))
        XCTAssertTrue(problems.isEmpty)
        XCTAssertEqual(isbn.valid, "\"9780000000000\"")
        XCTAssertEqual(isbn.checks[0].refusals.map(\.value).first, "\"978000000000\"", "one digit short is its first near miss")
        XCTAssertEqual(samples(Specs.field("code", "String", [.pattern("Q{7}-[0-9]{9}")])).0.valid, "\"QQQQQQQ-000000000\"")
    }

    func testExampleIsUsedWhenItPasses() {
        var field = Specs.field("code", "String", [.pattern("Q{7}-[0-9]{9}")])
        field.example = "\"QQQQQQQ-123456789\""
        let (result, problems) = samples(field)
        XCTAssertTrue(problems.isEmpty)
        XCTAssertEqual(result.valid, "\"QQQQQQQ-123456789\"")
    }

    func testEmailAndURL() {
        XCTAssertEqual(samples(Specs.field("mail", "String", [.email])).0.valid, "\"user@example.com\"")
        XCTAssertEqual(samples(Specs.field("site", "String?", [.url])).0.valid, "\"https://example.com\"")
    }

    func testArrayCounts() {
        let (result, _) = samples(Specs.field("tags", "[String]", [.nonEmpty, .maxLength(2)]))
        XCTAssertEqual(result.valid, "[\"Sample\"]")
        XCTAssertEqual(result.checks[0].refusals.map(\.value), ["[]"])
        XCTAssertEqual(result.checks[1].refusals.map(\.value), ["[\"Sample\", \"Sample\", \"Sample\"]"])
    }

    func testExampleLiteralsDecode() {
        XCTAssertEqual(SwiftLiteral.decodeString(#""a\"b""#), "a\"b")
        XCTAssertNil(SwiftLiteral.decodeString("42"))
    }

    func testStringLiteralsEscape() {
        XCTAssertEqual(SwiftLiteral.string("a\"b\\c\n"), #""a\"b\\c\n""#)
        XCTAssertEqual(SwiftLiteral.raw(##"a"#b"##), ###"##"a"#b"##"###)
    }
}
