import Foundation
import XCTest

/// Issue 33 through the built binary: a spec change that would leave records stored before unreadable is refused at
/// the field, writing nothing; one they survive is printed by `plan` and recorded as a second shape, which later runs
/// keep. No generated package is built here.
final class CLIRecordShapesTests: XCTestCase {
    private let first = "feature: Wallet\nfields:\n  - { name: name, type: String }\n  - { name: balance, type: Int }\n  - { name: nickname, type: String }\n"

    func testAChangeEarlierRecordsCannotSurviveIsRefusedAndOneTheyCanIsRecorded() throws {
        let workspace = try Workspace("record-shapes")
        let spec = try workspace.writeSpec(first, named: "Wallet.yml")
        let created = try workspace.feature(spec: spec, ["--persistence", "json"])
        XCTAssertEqual(created.exitCode, 0, created.transcript)
        let record = workspace.project.appendingPathComponent(".scaffold/specs/Wallet.json")
        let recorded = try String(contentsOf: record, encoding: .utf8)
        XCTAssertFalse(recorded.contains("shapes"), recorded)
        let manifest = try String(contentsOf: workspace.project.appendingPathComponent(".scaffold/manifest.json"), encoding: .utf8)

        _ = try workspace.writeSpec("""
        feature: Wallet
        fields:
          - { name: title, type: String, renamedFrom: name }
          - { name: balance, type: String }
          - { name: currency, type: String }
        """, named: "Wallet.yml")
        let refused = try workspace.feature(spec: spec, ["--persistence", "json"])

        XCTAssertEqual(refused.exitCode, 65, refused.transcript)
        XCTAssertTrue(refused.stderr.contains(
            "Wallet.yml:4:5: error: `balance` is `String` now, but version 1 stored it as `Int`, which does not read as `String` (at fields[1].type)"
        ), refused.transcript)
        XCTAssertTrue(refused.stderr.contains(
            "Wallet.yml:5:5: error: `currency` is new since version 1 and not optional: the records stored before have no value for it (at fields[2])"
        ), refused.transcript)
        XCTAssertEqual(try String(contentsOf: record, encoding: .utf8), recorded, "a refused run writes nothing")
        XCTAssertEqual(try String(contentsOf: workspace.project.appendingPathComponent(".scaffold/manifest.json"), encoding: .utf8), manifest)

        _ = try workspace.writeSpec("""
        feature: Wallet
        fields:
          - { name: title, type: String, renamedFrom: name }
          - { name: balance, type: Double }
          - { name: currency, type: String, default: "EUR" }
        """, named: "Wallet.yml")
        let plan = try workspace.run(["plan", "--spec", spec, "--preset", "layered", "--root", "project", "--persistence", "json"])
        let changed = try workspace.feature(spec: spec, ["--persistence", "json"])
        let twoShapes = try String(contentsOf: record, encoding: .utf8)
        let again = try workspace.feature(spec: spec, ["--persistence", "json"])

        XCTAssertEqual(plan.exitCode, 0, plan.transcript)
        XCTAssertTrue(plan.stdout.contains("""

        Migration: records earlier versions stored (2 shapes kept in .scaffold/specs/Wallet.json):
          - title: read from `name` in a record without `title`
          - currency: "EUR" in a record without one (`default:`)
          - balance: stored as Int by version 1, read as Double unchanged
          - nickname: removed; its stored values are written back with their record at every save, until `dropped:` lists it
          - tests: a record of each shape loads (version 1, version 2)

        """), plan.transcript)
        XCTAssertEqual(changed.exitCode, 0, changed.transcript)
        XCTAssertTrue(twoShapes.contains("\"shapes\" : ["), twoShapes)
        XCTAssertTrue(twoShapes.contains("\"formerKeys\" : [\n"), twoShapes)
        XCTAssertEqual(again.exitCode, 0, again.transcript)
        XCTAssertEqual(try String(contentsOf: record, encoding: .utf8), twoShapes, "a run with the same spec keeps the shapes as they are")

        // Planned again from its record, with a feature that refers to it and by `upgrade`: the shapes stay.
        let payment = try workspace.writeSpec("""
        feature: Payment
        fields:
          - { name: walletID, type: UUID }
        operations:
          - { name: list }
          - { name: create, reads: { walletID: Wallet } }
        """, named: "Payment.yml")
        let related = try workspace.feature(spec: payment, ["--persistence", "json"])
        XCTAssertEqual(related.exitCode, 0, related.transcript)
        XCTAssertTrue(related.stdout.contains("Wallet"), related.transcript)
        XCTAssertEqual(try String(contentsOf: record, encoding: .utf8), twoShapes)
        let upgrade = try workspace.run(["upgrade", "--root", "project"])
        XCTAssertEqual(upgrade.exitCode, 0, upgrade.transcript)
        XCTAssertEqual(try String(contentsOf: record, encoding: .utf8), twoShapes)
    }

    /// Records kept in memory do not outlive the app: nothing to refuse.
    func testAFeatureInMemoryChangesFreely() throws {
        let workspace = try Workspace("record-shapes-memory")
        let spec = try workspace.writeSpec(first, named: "Wallet.yml")
        XCTAssertEqual(try workspace.feature(spec: spec, ["--persistence", "memory"]).exitCode, 0)
        _ = try workspace.writeSpec("feature: Wallet\nfields:\n  - { name: name, type: String }\n  - { name: balance, type: String }\n  - { name: currency, type: String }\n", named: "Wallet.yml")

        let output = try workspace.feature(spec: spec, ["--persistence", "memory"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertFalse(try String(contentsOf: workspace.project.appendingPathComponent(".scaffold/specs/Wallet.json"), encoding: .utf8).contains("shapes"))
    }
}
