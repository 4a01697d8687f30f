import Foundation
import XCTest

/// `destroy` then `feature` of the same name, through the built binary: the records the destroyed feature stored stay on
/// the devices, so the shapes they were stored in (`FeatureRecord.shapes`) outlive its code, and the feature generated
/// again reads them as if it had never gone. A feature that kept its records in memory leaves nothing behind.
final class CLIDestroyShapesTests: XCTestCase {
    private let version1 = "feature: Wallet\nfields:\n  - { name: name, type: String }\n  - { name: balance, type: Int }\n"
    private let version2 = """
    feature: Wallet
    fields:
      - { name: title, type: String, renamedFrom: name }
      - { name: balance, type: Int }
      - { name: currency, type: String, default: "EUR" }

    """
    private let kept = ".scaffold/destroyed/Wallet.json"

    func testTheShapesOfADestroyedFeaturesRecordsAreReadByTheFeatureGeneratedAgain() throws {
        let workspace = try Workspace("destroy-shapes")
        let spec = try workspace.writeSpec(version1, named: "Wallet.yml")
        XCTAssertEqual(try workspace.feature(spec: spec, ["--persistence", "json"]).exitCode, 0)
        _ = try workspace.writeSpec(version2, named: "Wallet.yml")
        XCTAssertEqual(try workspace.feature(spec: spec, ["--persistence", "json"]).exitCode, 0)
        let record = workspace.project.appendingPathComponent(".scaffold/specs/Wallet.json")
        let twoShapes = try String(contentsOf: record, encoding: .utf8)
        XCTAssertTrue(twoShapes.contains("\"shapes\" : ["), twoShapes)

        // A dry run writes nothing, and says so of the record it would keep.
        let dryRun = try workspace.run(["destroy", "feature", "Wallet", "--root", "project", "--dry-run"])
        XCTAssertTrue(dryRun.stderr.contains("note: would keep \(kept), the shapes Wallet's stored records have had"), dryRun.transcript)
        XCTAssertFalse(try workspace.projectSnapshot().paths.contains(kept))

        let destroyed = try workspace.run(["destroy", "feature", "Wallet", "--root", "project"])

        XCTAssertEqual(destroyed.exitCode, 0, destroyed.transcript)
        XCTAssertFalse(FileManager.default.fileExists(atPath: record.path), "the feature's record goes with its code")
        XCTAssertTrue(destroyed.stderr.contains("note: kept \(kept), the shapes Wallet's stored records have had"), destroyed.transcript)
        XCTAssertTrue(try workspace.projectSnapshot().paths.contains(kept))

        let again = try generateAgain(in: workspace, spec: spec, version2, storedLast: 2, record: twoShapes)
        XCTAssertTrue(again.stdout.contains("delete     \(kept)"), again.transcript)
        let snapshot = try workspace.projectSnapshot()
        let tested = snapshot.paths.filter { snapshot.text($0)?.contains("ersion1StoredLoadsAndKeeps") ?? false }
        XCTAssertFalse(tested.isEmpty, "version 1's records are still tested")
    }

    /// A version kept in memory after the destroy stores nothing, and its record (one shape, in memory) says nothing of
    /// what the devices hold: the destroyed record stays, and the next version that stores reads it.
    func testAVersionInMemoryAfterTheDestroyKeepsTheHistoryForTheNextThatStores() throws {
        let workspace = try Workspace("destroy-shapes-memory-between")
        let spec = try workspace.writeSpec(version1, named: "Wallet.yml")
        XCTAssertEqual(try workspace.feature(spec: spec, ["--persistence", "json"]).exitCode, 0)
        let record = workspace.project.appendingPathComponent(".scaffold/specs/Wallet.json")
        let stored = try String(contentsOf: record, encoding: .utf8)
        XCTAssertEqual(try workspace.run(["destroy", "feature", "Wallet", "--root", "project"]).exitCode, 0)

        let inMemory = try workspace.feature(spec: spec, ["--persistence", "memory"])

        XCTAssertEqual(inMemory.exitCode, 0, inMemory.transcript)
        XCTAssertTrue(try workspace.projectSnapshot().paths.contains(kept), "a version in memory holds no history")
        try generateAgain(in: workspace, spec: spec, version1, storedLast: 1, record: stored)
    }

    /// The feature generated again with `text`, stored in a JSON file, after its history was kept: the same spec with
    /// `balance` a `String` is refused first, as misreading what version `storedLast` stored; then `text` is generated, its
    /// record is `record` (the history is the record's again), and the kept file is gone (one place holds it at a time).
    @discardableResult
    private func generateAgain(in workspace: Workspace, spec: String, _ text: String, storedLast: Int, record: String) throws -> ProcessOutput {
        _ = try workspace.writeSpec(text.replacingOccurrences(of: "{ name: balance, type: Int }", with: "{ name: balance, type: String }"), named: "Wallet.yml")
        let refused = try workspace.feature(spec: spec, ["--persistence", "json"])
        XCTAssertEqual(refused.exitCode, 65, refused.transcript)
        XCTAssertTrue(refused.stderr.contains("`balance` is `String` now, but version \(storedLast) stored it as `Int`"), refused.transcript)
        _ = try workspace.writeSpec(text, named: "Wallet.yml")
        let again = try workspace.feature(spec: spec, ["--persistence", "json"])
        XCTAssertEqual(again.exitCode, 0, again.transcript)
        XCTAssertEqual(try String(contentsOf: workspace.project.appendingPathComponent(".scaffold/specs/Wallet.json"), encoding: .utf8), record)
        XCTAssertFalse(try workspace.projectSnapshot().paths.contains(kept))
        return again
    }

    func testAFeatureKeptInMemoryLeavesNoShapesBehind() throws {
        let workspace = try Workspace("destroy-shapes-memory")
        let spec = try workspace.writeSpec(version1, named: "Wallet.yml")
        XCTAssertEqual(try workspace.feature(spec: spec, ["--persistence", "memory"]).exitCode, 0)

        let destroyed = try workspace.run(["destroy", "feature", "Wallet", "--root", "project"])

        XCTAssertEqual(destroyed.exitCode, 0, destroyed.transcript)
        XCTAssertFalse(destroyed.stderr.contains(kept), destroyed.transcript)
        XCTAssertFalse(try workspace.projectSnapshot().paths.contains { $0.hasPrefix(".scaffold/destroyed") })
    }
}
