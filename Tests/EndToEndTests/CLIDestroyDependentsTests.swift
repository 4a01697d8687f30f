import Foundation
import XCTest

/// `destroy` knows what depends on what: it refuses to remove a feature another feature reads, names them and the
/// flag that overrides, and afterwards lists every file it left that still names a removed type.
final class CLIDestroyDependentsTests: XCTestCase {
    static let reminderReadingContact = """
    feature: Reminder
    fields:
      - { name: title, type: String }
      - { name: contactID, type: "UUID?" }
    operations:
      - { name: list }
      - { name: create }
      - { name: assign, reads: { contactID: Contact } }

    """

    /// Contact (shorthand), Reminder reading it, a hand-written file using Contact, and Contact's row edited by hand.
    private func project() throws -> (Workspace, edited: String) {
        let workspace = try Workspace("destroy-dependents")
        XCTAssertEqual(try workspace.run(["feature", "Contact", "name:String", "--root", "project"]).exitCode, 0)
        let reminder = try workspace.writeSpec(Self.reminderReadingContact, named: "Reminder.yml")
        let generated = try workspace.feature(spec: reminder)
        XCTAssertEqual(generated.exitCode, 0, generated.transcript)
        try workspace.directory.write("struct CallContact {\n    let contact: Contact\n}\n", to: "project/Sources/App/Views/CallContact.swift")
        let snapshot = try workspace.projectSnapshot()
        let row = try XCTUnwrap(snapshot.paths.first { $0.hasPrefix("Sources/") && $0.contains("ContactRow") }, "\(snapshot.paths)")
        try workspace.directory.write("// mine\n" + (snapshot.text(row) ?? ""), to: "project/\(row)")
        return (workspace, row)
    }

    func testDestroyRefusesWhileAnotherFeatureReadsItAndNamesTheFlag() throws {
        let (workspace, _) = try project()
        let before = try workspace.projectSnapshot()

        let output = try workspace.run(["destroy", "feature", "Contact", "--root", "project"])

        XCTAssertEqual(output.exitCode, 3, output.transcript)
        XCTAssertTrue(output.stderr.hasPrefix("scaffold: error: Reminder uses Contact"), output.transcript)
        XCTAssertTrue(output.stderr.contains("nothing was removed"), output.transcript)
        XCTAssertTrue(output.stderr.contains("(feature Reminder's) uses Contact"), output.transcript)
        XCTAssertTrue(output.stderr.contains("hint:") && output.stderr.contains("--ignore-dependents"), output.transcript)
        XCTAssertEqual(try workspace.projectSnapshot().changedPaths(since: before), [], "a refused destroy removed files")

        let dryRun = try workspace.run(["destroy", "feature", "Contact", "--root", "project", "--dry-run"])
        XCTAssertEqual(dryRun.exitCode, 3, "a dry run exits as the real run would:\n\(dryRun.transcript)")

        let json = try workspace.run(["destroy", "feature", "Contact", "--root", "project", "--json"])
        XCTAssertEqual(json.exitCode, 3, json.transcript)
        let error = try json.jsonError()
        XCTAssertEqual(error["code"] as? Int, 3)
        XCTAssertEqual(error["kind"] as? String, "dependents")
        XCTAssertTrue((error["hint"] as? String)?.contains("--ignore-dependents") == true, json.stdout)
        XCTAssertEqual(try workspace.projectSnapshot().changedPaths(since: before), [])
    }

    func testAfterADestroyEveryFileLeftIsListedWithTheTypesItStillNames() throws {
        let (workspace, row) = try project()

        let output = try workspace.run(["destroy", "feature", "Contact", "--root", "project", "--ignore-dependents"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertTrue(output.stdout.contains("keep       \(row)\n             edited since scaffold wrote it"),
                      "a kept file says why:\n\(output.transcript)")
        let left = try XCTUnwrap(output.stdout.components(separatedBy: "Left in the project, still naming what was removed").last)
        XCTAssertTrue(left.contains("Sources/App/Views/CallContact.swift  Contact\n             yours: scaffold did not write it"), output.transcript)
        XCTAssertTrue(left.contains("\(row)  "), output.transcript)
        XCTAssertTrue(left.contains("kept: edited since scaffold wrote it"), output.transcript)
        XCTAssertTrue(left.contains("feature Reminder's"), output.transcript)
        XCTAssertTrue(output.stderr.contains("kept Specs/Contact.yml, the feature's saved spec"), output.transcript)
        let remaining = try workspace.projectSnapshot()
        XCTAssertNotNil(remaining.text(row), "the edited row is kept")
        XCTAssertNotNil(remaining.text("Sources/App/Views/CallContact.swift"))
        XCTAssertNotNil(remaining.text("Specs/Contact.yml"))
        XCTAssertNil(remaining.text("Sources/App/Models/Contact.swift"))
    }

    func testDestroyOfAnUnknownFeatureListsTheKnownOnes() throws {
        let workspace = try Workspace("destroy-typo")
        XCTAssertEqual(try workspace.run(["feature", "Wallet", "name:String", "--root", "project"]).exitCode, 0)

        let output = try workspace.run(["destroy", "feature", "Walet", "--root", "project"])

        XCTAssertEqual(output.exitCode, 66, output.transcript)
        XCTAssertTrue(output.stderr.hasPrefix("scaffold: error: no feature named Walet was generated in project"), output.transcript)
        XCTAssertTrue(output.stderr.contains("hint: did you mean `Wallet`? its features: Wallet"), output.transcript)
        XCTAssertFalse(output.stderr.contains("manifest.json"), "no talk of files the user never wrote:\n\(output.transcript)")
    }
}
