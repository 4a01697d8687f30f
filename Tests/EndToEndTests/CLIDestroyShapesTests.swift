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

        let destroyed = try workspace.run(["destroy", "feature", "Wallet", "--root", "project"])

        XCTAssertEqual(destroyed.exitCode, 0, destroyed.transcript)
        XCTAssertFalse(FileManager.default.fileExists(atPath: record.path), "the feature's record goes with its code")
        XCTAssertTrue(destroyed.stderr.contains("note: kept \(kept), the shapes Wallet's stored records have had"), destroyed.transcript)
        XCTAssertTrue(try workspace.projectSnapshot().paths.contains(kept))

        // A later version that would misread what version 1 stored is refused, as it would have been without the destroy.
        _ = try workspace.writeSpec(version2.replacingOccurrences(of: "{ name: balance, type: Int }", with: "{ name: balance, type: String }"), named: "Wallet.yml")
        let refused = try workspace.feature(spec: spec, ["--persistence", "json"])
        XCTAssertEqual(refused.exitCode, 65, refused.transcript)
        XCTAssertTrue(refused.stderr.contains("`balance` is `String` now, but version 2 stored it as `Int`"), refused.transcript)

        _ = try workspace.writeSpec(version2, named: "Wallet.yml")
        let again = try workspace.feature(spec: spec, ["--persistence", "json"])

        XCTAssertEqual(again.exitCode, 0, again.transcript)
        XCTAssertEqual(try String(contentsOf: record, encoding: .utf8), twoShapes, "the history is the record's again")
        XCTAssertTrue(again.stdout.contains("delete     \(kept)"), again.transcript)
        XCTAssertFalse(try workspace.projectSnapshot().paths.contains(kept), "one place holds the history at a time")
        let snapshot = try workspace.projectSnapshot()
        let tested = snapshot.paths.filter { snapshot.text($0)?.contains("ersion1StoredLoadsAndKeeps") ?? false }
        XCTAssertFalse(tested.isEmpty, "version 1's records are still tested")
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
