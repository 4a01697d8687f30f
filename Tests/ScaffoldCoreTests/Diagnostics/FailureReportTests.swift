import Foundation
import ScaffoldCore
import XCTest

/// What `--json` prints for a failure: the same words as the `scaffold: error:` text, kept apart.
final class FailureReportTests: XCTestCase {
    func testASpecErrorCarriesItsFirstLocationAndEveryDiagnostic() throws {
        let first = Diagnostic(.error, "unknown key `feild`", at: SourceLocation(file: "Specs/Wallet.yml", line: 2, column: 1),
                               keyPath: "feild", hint: "did you mean `fields`?")
        let error = ScaffoldError.invalidSpec([first, Diagnostic(.error, "no fields")])
        let report = FailureReport(error)
        XCTAssertEqual(report.code, 65)
        XCTAssertEqual(report.kind, "invalidSpec")
        XCTAssertEqual(report.message, "the feature spec has 2 problems; nothing was written")
        XCTAssertEqual(report.location, FailureLocation(file: "Specs/Wallet.yml", line: 2, column: 1))
        XCTAssertNil(report.hint)
        XCTAssertEqual(report.diagnostics.count, 2)
        let json = try XCTUnwrap(String(data: JSONEncoder().encode(report), encoding: .utf8))
        XCTAssertTrue(json.contains(#""code":65"#), json)
    }

    func testAConflictNamesItsFilesAndTheFlags() {
        let report = FailureReport(.conflicts(paths: ["Sources/App/Models/Note.swift"]))
        XCTAssertEqual(report.code, 3)
        XCTAssertEqual(report.kind, "conflicts")
        XCTAssertEqual(report.location?.file, "Sources/App/Models/Note.swift")
        XCTAssertNil(report.location?.line)
        XCTAssertEqual(report.details, ["Sources/App/Models/Note.swift"])
        XCTAssertTrue(report.hint?.contains("--force") == true)
    }

    func testTheTextIsSummaryDetailsAndHintAsBefore() {
        let error = ScaffoldError.conflicts(paths: ["A.swift", "B.swift"])
        XCTAssertEqual(error.message, """
        2 generated files were edited since scaffold wrote them; nothing was written
            conflict  A.swift
            conflict  B.swift
            hint: review with --dry-run; keep your edits with --skip-conflicts, or overwrite them with --force
        """)
        let check = ScaffoldError.checkFailed(summary: "2 mocks are out of date\n    hint: run `scaffold mocks`")
        XCTAssertEqual(check.summary, "2 mocks are out of date")
        XCTAssertEqual(check.hint, "run `scaffold mocks`")
        XCTAssertEqual(check.message, "2 mocks are out of date\n    hint: run `scaffold mocks`")
    }

    func testARefusalIsExitCodeThreeWithItsOwnKind() {
        let error = ScaffoldError.refused(Refusal(kind: "dependents", summary: "Reminder uses Contact", details: ["a.swift uses Contact"], hint: "pass --ignore-dependents"))
        XCTAssertEqual(error.exitCode, 3)
        XCTAssertEqual(FailureReport(error).kind, "dependents")
        XCTAssertEqual(error.message, "Reminder uses Contact\n    a.swift uses Contact\n    hint: pass --ignore-dependents")
        XCTAssertEqual(ScaffoldError.usage(message: "unknown command 'feture'", hint: "did you mean `feature`?").exitCode, 64)
        XCTAssertEqual(ScaffoldError.notFound(what: "no feature named X", hint: "its features: Wallet").exitCode, 66)
    }
}
