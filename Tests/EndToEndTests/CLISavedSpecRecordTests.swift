import Foundation
import XCTest

/// `scaffold feature <Name>` from the spec a shorthand or an OpenAPI run saved with `--persistence`, through the built
/// binary: the docs promise it "generates the same again", and the feature's record is one of its files, committed
/// with them; it rewrote the record each time, with the persistence moved into the spec.
final class CLISavedSpecRecordTests: XCTestCase {
    func testAFeatureGeneratedFromItsSavedShorthandRewritesNothing() throws {
        let workspace = try Workspace("saved-spec-record")
        XCTAssertEqual(try workspace.run(["feature", "Memo", "title:String", "--persistence", "json", "--root", "project"]).exitCode, 0)

        let again = try workspace.run(["feature", "Memo", "--root", "project"])

        XCTAssertEqual(again.exitCode, 0, again.transcript)
        XCTAssertFalse(again.stdout.contains("update"), again.transcript)
    }

    func testAFeatureGeneratedFromTheSpecItsOpenAPIRunSavedRewritesNothing() throws {
        let workspace = try Workspace("saved-openapi-record")
        let document = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/OpenAPI/library.yaml").path
        let imported = try workspace.run(["feature", "Book", "--openapi", document, "--persistence", "json", "--root", "project"])
        XCTAssertEqual(imported.exitCode, 0, imported.transcript)

        let again = try workspace.run(["feature", "Book", "--root", "project"])

        XCTAssertEqual(again.exitCode, 0, again.transcript)
        XCTAssertFalse(again.stdout.contains("update"), again.transcript)
    }
}
