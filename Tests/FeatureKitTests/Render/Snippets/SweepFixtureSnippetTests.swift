import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// What the sweep found (issue 35, item 2; Tests/Fixtures/Sweep, CONTRIBUTING.md "The sweep"), each pinned where it
/// is decided: the lines that did not compile, as they are printed now. The fixtures build and run the whole projects.
final class SweepFixtureSnippetTests: XCTestCase {
    /// A spec written in YAML, read in a project that has `earlier`.
    private func spec(_ yaml: String, earlier: [FeatureSpec] = []) throws -> FeatureSpec {
        let entities = Dictionary(earlier.map { ($0.entity, $0) }, uniquingKeysWith: { first, _ in first })
        return try SpecLoader.load(contents: Data(yaml.utf8), path: "Specs/Sweep.yml", context: SpecContext(entities: entities))
    }

    /// Sweep fixture `error-entity-testing`: Swift Testing's refusal tests name what `#expect(throws:)` returns
    /// `thrown`, as the XCTest branch does, so an entity named `Error` (whose variable is `error`) is not declared twice.
    func testSwiftTestingNamesTheThrownErrorApartFromTheEntitysVariable() throws {
        let error = try spec("""
        feature: Error
        fields:
          - { name: amount, type: Decimal, rules: [min(0.5)] }
        """)
        let plan = try Snippets.plan(error, preset: .layered) { $0.tests = .swiftTesting }
        let text = try Snippets.file("CreateErrorUseCaseTests.swift", of: plan)
        assertSnippet(text, """
                var error = Error.fixture(id: UUID())
                error.amount = 0.49
                let repository = ErrorRepositoryProtocolMock()

                // Act
                let thrown = await #expect(throws: ErrorValidationError.self) {
                    try await makeUseCase(repository: repository).execute(error)
                }
        """)
        XCTAssertTrue(text.contains("        #expect(thrown == .belowMinimum("), text)
        XCTAssertFalse(text.contains("let error = await"), text)
    }
}
