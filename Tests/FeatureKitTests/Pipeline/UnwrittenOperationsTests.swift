import XCTest
@testable import FeatureKit

/// Issue 35: `feature` names the operations whose UseCase still throws notImplemented.
final class UnwrittenOperationsTests: XCTestCase {
    func testAUseCaseIsUnwrittenWhileScaffoldsLineIsThere() {
        XCTAssertTrue(UnwrittenOperations.isUnwritten(nil, operation: "withdraw", errorType: "BookOperationError"), "not created yet (a dry run)")
        XCTAssertTrue(UnwrittenOperations.isUnwritten(
            "throw BookOperationError.notImplemented(operation: \"withdraw\")", operation: "withdraw", errorType: "BookOperationError"))
        XCTAssertTrue(UnwrittenOperations.isUnwritten("    static let isImplemented = false\n", operation: "withdraw", errorType: "BookOperationError"))
        XCTAssertFalse(UnwrittenOperations.isUnwritten("return book", operation: "withdraw", errorType: "BookOperationError"))
        XCTAssertFalse(UnwrittenOperations.isUnwritten(
            "throw BookOperationError.notImplemented(operation: \"other\")", operation: "withdraw", errorType: "BookOperationError"))
    }

    func testEveryUnwrittenOperationOfThePlanIsNamedWithItsFile() throws {
        let plan = try Specs.plan(ReviewSpecs.book, known: ["Author"])
        let notes = UnwrittenOperations.notes(for: plan) { _ in nil }

        XCTAssertEqual(notes.map(\.message), [
            "withdraw is not written yet: Sources/App/UseCases/WithdrawBookUseCase.swift is yours to write, and throws notImplemented until you do",
        ])
    }

    func testAWrittenUseCaseIsNotNamedAndAFlaggedOneSaysWhichLineToDelete() throws {
        let plan = try Specs.plan(ReviewSpecs.book, known: ["Author"])

        XCTAssertEqual(UnwrittenOperations.notes(for: plan) { _ in "return book" }, [], "the team wrote it")
        let flagged = UnwrittenOperations.notes(for: plan) { _ in "    static let isImplemented = false\n" }
        XCTAssertEqual(flagged.count, 1)
        XCTAssertTrue(flagged[0].hint?.contains("delete its `static let isImplemented = false` line") == true, flagged[0].hint ?? "no hint")
    }
}
