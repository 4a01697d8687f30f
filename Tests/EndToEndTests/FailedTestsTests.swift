import XCTest

/// The verdicts of the mutation tests and the sweep rest on FailedTests reading `swift test`'s output: each form a
/// failed test takes there is named, and a run that names none is told apart from one whose summary counts issues.
final class FailedTestsTests: XCTestCase {
    func testXCTestAndSwiftTestingFailuresAreNamedOnce() {
        let output = """
        Test Case 'PurseTests.testCreate' started at 2026-11-29 19:15:25.268
        Test Case 'PurseTests.testCreate' failed (0.002 seconds)
        ✘ Test "Create posts every field" recorded an issue at PurseTests.swift:12:5: Expectation failed
        ✘ Test "Create posts every field" failed after 0.003 seconds with 2 issues.
        ✘ Test updatePuts() failed after 0.001 seconds with 1 issue.
        ✔ Test "Lists" passed after 0.001 seconds.
        ✘ Test run with 3 tests in 1 suite failed after 0.105 seconds with 3 issues.
        """
        XCTAssertEqual(FailedTests(output).names, ["PurseTests.testCreate", "Create posts every field", "updatePuts()"])
    }

    func testASuiteThatRecordedAnIssueIsNamed() {
        let output = """
        ✘ Suite "PurseRemoteDataSourceTests" failed after 0.1 seconds with 1 issue.
        ✘ Test run with 3 tests in 1 suite failed after 0.105 seconds with 1 issue.
        """
        XCTAssertEqual(FailedTests(output).names, ["PurseRemoteDataSourceTests"])
    }

    func testASummaryCountingIssuesWitnessesARunThatNamedNoTest() {
        let output = """
        ✔ Test "Lists" passed after 0.001 seconds.
        ✘ Test run with 319 tests in 58 suites failed after 0.105 seconds with 4 issues.
        """
        XCTAssertEqual(FailedTests(output).names, ["4 issues in the Swift Testing run's summary (no test named)"])
    }

    func testACrashOrAPassingRunNamesNothing() {
        XCTAssertEqual(FailedTests("✔ Test run with 3 tests in 1 suite passed after 0.1 seconds.").names, [])
        XCTAssertEqual(FailedTests("Fatal error: Unexpectedly found nil\nerror: Exited with unexpected signal code 4").names, [])
        XCTAssertEqual(FailedTests("Test Suite 'Selected tests' failed at 2026-11-29 19:16:46.874").names, [])
    }
}
