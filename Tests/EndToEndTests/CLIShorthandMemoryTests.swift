import Foundation
import XCTest

/// The shorthand is remembered: `feature Wallet name:String …` saves `Specs/Wallet.yml`, `feature Wallet` generates
/// the same from it, and a later shorthand run that would remove a field says which and needs `--force`.
final class CLIShorthandMemoryTests: XCTestCase {
    private let full = ["feature", "Wallet", "name:String", "balance:Decimal", "--root", "project"]

    func testTheShorthandIsSavedAndReproducesTheFeature() throws {
        let workspace = try Workspace("shorthand-saved")
        let first = try workspace.run(full)
        XCTAssertEqual(first.exitCode, 0, first.transcript)
        XCTAssertTrue(first.stdout.contains("create     Specs/Wallet.yml"), first.transcript)
        let spec = try XCTUnwrap(workspace.projectSnapshot().text("Specs/Wallet.yml"))
        XCTAssertTrue(spec.contains("- { name: name, type: String }") && spec.contains("- { name: balance, type: Decimal }"), spec)
        let before = try workspace.projectSnapshot()

        let fromSpec = try workspace.run(["feature", "Wallet", "--root", "project", "--json"])

        XCTAssertEqual(fromSpec.exitCode, 0, fromSpec.transcript)
        XCTAssertEqual(try WriteReportReader.read(fromSpec).results.filter { $0.status != .identical }, [],
                       "the saved spec generates exactly what the shorthand did")
        XCTAssertEqual(try workspace.projectSnapshot().changedPaths(since: before), [])
    }

    func testARunThatWouldRemoveAFieldSaysWhichAndNeedsForce() throws {
        let workspace = try Workspace("shorthand-removal")
        XCTAssertEqual(try workspace.run(full).exitCode, 0)
        let before = try workspace.projectSnapshot()
        let fewer = ["feature", "Wallet", "name:String", "--root", "project"]

        let refused = try workspace.run(fewer)

        XCTAssertEqual(refused.exitCode, 3, refused.transcript)
        XCTAssertTrue(refused.stderr.hasPrefix("scaffold: error: this run would remove field `balance` of Wallet, which Specs/Wallet.yml has"),
                      refused.transcript)
        XCTAssertTrue(refused.stderr.contains("field      balance: Decimal"), refused.transcript)
        XCTAssertTrue(refused.stderr.contains("scaffold feature Wallet name:String balance:Decimal"), refused.transcript)
        XCTAssertTrue(refused.stderr.contains("--force"), refused.transcript)
        XCTAssertEqual(try workspace.projectSnapshot().changedPaths(since: before), [], "a refused run wrote files")
        XCTAssertEqual(try workspace.run(fewer + ["--dry-run"]).exitCode, 3, "a dry run exits as the real run would")
        let json = try workspace.run(fewer + ["--json"])
        XCTAssertEqual(try json.jsonError()["kind"] as? String, "fieldsRemoved", json.stdout)
        let plan = try workspace.run(["plan"] + fewer.dropFirst())
        XCTAssertEqual(plan.exitCode, 0, "plan refuses nothing:\n\(plan.transcript)")
        XCTAssertTrue(plan.stdout.contains("`scaffold feature` would refuse this without --force"), plan.transcript)

        let forced = try workspace.run(fewer + ["--force"])

        XCTAssertEqual(forced.exitCode, 0, forced.transcript)
        let after = try workspace.projectSnapshot()
        XCTAssertFalse(after.text("Sources/App/Models/Wallet.swift")?.contains("balance") ?? true)
        XCTAssertFalse(after.text("Specs/Wallet.yml")?.contains("balance") ?? true, "the saved spec follows the forced run")
    }

    func testTheSavedSpecOutlivesADestroy() throws {
        let workspace = try Workspace("shorthand-destroy")
        XCTAssertEqual(try workspace.run(full).exitCode, 0)
        XCTAssertEqual(try workspace.run(["destroy", "feature", "Wallet", "--root", "project"]).exitCode, 0)
        let again = try workspace.run(["feature", "Wallet", "--root", "project"])
        XCTAssertEqual(again.exitCode, 0, again.transcript)
        XCTAssertTrue(try workspace.projectSnapshot().text("Sources/App/Models/Wallet.swift")?.contains("balance") ?? false)
    }

    func testAnEditedSavedSpecIsNeverOverwrittenByTheShorthand() throws {
        let workspace = try Workspace("shorthand-edited")
        XCTAssertEqual(try workspace.run(full).exitCode, 0)
        let spec = workspace.project.appendingPathComponent("Specs/Wallet.yml")
        let edited = try String(contentsOf: spec, encoding: .utf8).replacingOccurrences(of: "type: String }", with: "type: String, rules: [nonEmpty] }")
        try edited.write(to: spec, atomically: true, encoding: .utf8)

        let output = try workspace.run(full)

        XCTAssertEqual(output.exitCode, 3, output.transcript)
        XCTAssertTrue(output.stderr.contains("scaffold: note: Specs/Wallet.yml was edited since the shorthand saved it"), output.transcript)
        XCTAssertTrue(output.stderr.contains("`scaffold feature Wallet` (no fields)"), output.transcript)
        XCTAssertEqual(try String(contentsOf: spec, encoding: .utf8), edited)
        XCTAssertEqual(try workspace.run(["feature", "Wallet", "--root", "project"]).exitCode, 0, "the edited spec generates")
    }
}
