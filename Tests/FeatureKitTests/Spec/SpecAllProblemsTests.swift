import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// A spec with many problems reports all of them, in file order, each located with a key path and a hint.
final class SpecAllProblemsTests: XCTestCase {
    static let broken = """
        feature: wallet
        feild: 1
        fields:
          - { name: title, type: Strng, rules: [nonEmtpy] }
          - { name: title, type: String }
          - { name: count, type: Int, rules: [maxLength(3)] }
        operations:
          - { name: list, kind: fetchall }
          - { name: transfer, repositories: [Ledger], useCase: maybe }
        """

    func testEveryProblemIsReportedInFileOrder() {
        let found = problems(Self.broken)
        XCTAssertEqual(found.map(\.keyPath), [
            "feature", "feild", "fields[0].type", "fields[0].rules[0]", "fields[1].name", "fields[2].rules[0]",
            "operations[0].kind", "operations[1].repositories[0]", "operations[1].useCase",
        ], found.map(\.rendered).joined(separator: "\n"))
        XCTAssertEqual(found.map { $0.location?.line ?? 0 }, [1, 2, 4, 4, 5, 6, 8, 9, 9])
    }

    func testEveryDiagnosticHasLocationKeyPathAndHint() {
        for diagnostic in problems(Self.broken) {
            XCTAssertEqual(diagnostic.location?.file, SpecFixture.path)
            XCTAssertNotNil(diagnostic.keyPath)
            XCTAssertFalse(diagnostic.hint?.isEmpty ?? true, diagnostic.rendered)
        }
    }

    func testErrorMessageCountsTheProblems() {
        do {
            _ = try SpecFixture.load(Self.broken)
            XCTFail("expected a failure")
        } catch {
            XCTAssertEqual(error.exitCode, 65)
            XCTAssertTrue(error.message.hasPrefix("the feature spec has 9 problems; nothing was written"))
            XCTAssertTrue(error.message.contains("Specs/Wallet.yml:2:1: error: unknown key `feild` (at feild)\n    hint: did you mean `fields`?"))
        }
    }
}
