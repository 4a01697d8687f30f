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
                let thrown = await #expect(throws: ErrorValidationFailure.self) {
                    try await makeUseCase(repository: repository).execute(error)
                }
        """)
        XCTAssertTrue(text.contains("        #expect(thrown?.errors == [.amount: .belowMinimum("), text)
        XCTAssertFalse(text.contains("let error = await"), text)
    }

    /// Sweep fixture `self-reference`: an operation that reads a field naming the feature's own records (a category's
    /// `parentID`) checks it in the repository the UseCase holds, and its tests arrange that mock instead of a second.
    func testAReferenceToTheFeaturesOwnRecordsIsCheckedInItsOwnRepository() throws {
        let category = try spec("""
        feature: Category
        fields:
          - { name: name, type: String }
          - { name: parentID, type: UUID? }
        operations:
          - { name: update, reads: { parentID: Category } }
        """)
        let plan = try Snippets.plan(category, preset: .mvvm)
        assertSnippet(try Snippets.file("UpdateCategoryService.swift", of: plan), """
                if let id = category.parentID {
                    guard try await repository.fetch(id: id) != nil else {
                        throw CategoryOperationError.referenceNotFound(String(localized: "category"))
                    }
                }
        """)
        let tests = try Snippets.file("UpdateCategoryServiceTests.swift", of: plan)
        XCTAssertFalse(tests.contains("categoryPersistenceManager"), tests)
        assertSnippet(tests, """
                let repository = CategoryPersistenceManagerProtocolMock()
                repository.fetchHandler = { _ in nil }

                // Act
                do {
                    _ = try await makeService(repository: repository).execute(category)
        """)
        assertSnippet(tests, """
                repository.updateHandler = { _ in stored }
                repository.fetchHandler = { id in Category.fixture(id: id) }
        """)
        assertSnippet(tests, """
                XCTAssertEqual(repository.fetchArgValues, [parentIDValue])
        """)
    }

    /// Sweep fixture `entity-field-preview`: a preview's sample record is made in the app target, where the test
    /// fixtures (`Author.fixture()`) are not: an empty list or nil where the rules allow it (the form check refuses the
    /// rest), else the entity's own initializer with its spec's samples.
    func testAPreviewMakesTheEntitiesAFieldHoldsWithoutTheTestFixtures() throws {
        let author = try spec("""
        feature: Author
        fields:
          - { name: name, type: String, rules: [nonEmpty] }
          - { name: born, type: Date? }
        """)
        let book = try spec("""
        feature: Book
        fields:
          - { name: title, type: String }
          - { name: authors, type: "[Author]" }
          - { name: byRole, type: "[String: Author]" }
          - { name: featured, type: Author? }
        """, earlier: [author])
        let plan = try Snippets.plan(book, preset: .layered, earlier: [author])
        let row = try Snippets.file("BookRow.swift", of: plan)
        assertSnippet(row, """
                    title: "Sample title",
                    authors: [],
                    byRole: [:],
                    featured: nil
        """)
        XCTAssertFalse(row.contains(".fixture("), row)

        let previews = PreviewSamples(project: ProjectFeatures([author, book]), names: .plain)
        XCTAssertEqual(previews.value(of: FieldSpec(name: "lead", type: .named("Author"))), #"Author(id: UUID(), name: "Sample name")"#)
        XCTAssertEqual(
            previews.value(of: FieldSpec(name: "editors", type: .array(.named("Author")), rules: [.minLength(1)])),
            #"[Author(id: UUID(), name: "Sample name")]"#
        )
        XCTAssertNil(previews.value(of: FieldSpec(name: "title", type: .named("String"))), "a field holding no entity keeps its fixture value")
        XCTAssertNil(previews.value(of: FieldSpec(name: "other", type: .named("Publisher"))), "an entity without a spec here")
    }

    /// Sweep batch `s3502-b2` (`SweepPlan.ci` once `entityField` was no longer left out): a list of the feature's own
    /// records starts empty in the fixture, as `featured: [Vehicle] = [Vehicle.fixture()]` calls itself ("circular
    /// reference"); a test that wants one more record still gets `[Vehicle.fixture()]`, which ends.
    func testAListOfTheFeaturesOwnRecordsStartsEmptyInTheFixture() throws {
        let vehicle = try spec("""
        feature: Vehicle
        fields:
          - { name: name, type: String }
          - { name: featured, type: "[Vehicle]" }
        """)
        let plan = try Snippets.plan(vehicle, preset: .features)
        XCTAssertTrue(try Snippets.file("Vehicle+Fixture.swift", of: plan).contains("        featured: [Vehicle] = []\n"))
        XCTAssertEqual(plan.samples.first { $0.field == "featured" }?.alternative, "[Vehicle.fixture()]")
    }
}
