import Foundation
import XCTest

/// `scaffold feature Wallet` with no fields, as the command is usually written: the project's
/// `Specs/Wallet.yml`; else, on a terminal, the fields asked for; else a clear failure naming both ways.
final class CLIFieldlessFeatureTests: XCTestCase {
    func testTheProjectsSpecNamedAfterTheFeatureIsUsed() throws {
        let workspace = try Workspace("fieldless-spec")
        try workspace.directory.write(String(contentsOf: RepositoryPaths.spec("Wallet.yml"), encoding: .utf8), to: "project/Specs/Wallet.yml")

        let output = try workspace.run(["feature", "Wallet", "--root", "project"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertTrue(output.stderr.contains("scaffold: note: no fields given; using Specs/Wallet.yml"), output.transcript)
        let model = try String(contentsOf: workspace.project.appendingPathComponent("Sources/App/Models/Wallet.swift"), encoding: .utf8)
        for field in ["var name: String", "var balance: Decimal", "var ownerIDs: [String]", "var note: String?"] {
            XCTAssertTrue(model.contains(field), "\(field) missing from the model read from the spec:\n\(model)")
        }
    }

    func testWithoutASpecOrATerminalItFailsNamingBothWays() throws {
        let workspace = try Workspace("fieldless-pipe")

        let output = try workspace.run(["feature", "Wallet", "--root", "project"])

        XCTAssertEqual(output.exitCode, 65, output.transcript)
        XCTAssertTrue(output.stderr.contains("scaffold: error:"), output.transcript)
        XCTAssertTrue(output.stderr.contains("no fields given for `Wallet`"), output.transcript)
        XCTAssertTrue(output.stderr.contains("Specs/Wallet.yml"), output.transcript)
        XCTAssertTrue(output.stderr.contains("on a terminal"), output.transcript)
        XCTAssertFalse(output.stderr.contains("field 1>"), "no prompt without a terminal:\n\(output.transcript)")
        XCTAssertEqual(try workspace.projectSnapshot().files.count, 0)
    }

    /// Typed through a pseudo-terminal (util-linux `script`): a wrong type is explained and asked again, an
    /// empty line finishes, and the feature has the fields typed.
    func testOnATerminalItAsksForTheFieldsOneAtATime() throws {
        let script = URL(fileURLWithPath: "/usr/bin/script")
        guard FileManager.default.isExecutableFile(atPath: script.path) else {
            // Not skipped silently: the non-terminal path is proved above, the dialogue in FieldPromptTests.
            XCTFail("util-linux `script` is needed to drive a pseudo-terminal")
            return
        }
        let workspace = try Workspace("fieldless-tty")
        let typed = try workspace.directory.write("name:String\nbalance:Decmal\nbalance:Decimal\n\n", to: "typed.txt")
        let command = "'\(workspace.binary.url.path)' feature Wallet --root project"

        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        // `script` copies the terminal's output, the prompt and the report alike, to its standard output.
        let output = try ProcessRunner.run(script, ["-q", "-e", "-c", command, "/dev/null"], in: workspace.directory.url,
                                           environment: environment, timeout: 120, input: typed)

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertTrue(output.stdout.contains("field 1> "), output.transcript)
        XCTAssertTrue(output.stdout.contains("unknown type `Decmal`"), output.transcript)
        XCTAssertTrue(output.stdout.contains("did you mean `Decimal`?"), output.transcript)
        XCTAssertTrue(output.stdout.contains("field 3> "), output.transcript)
        let model = try String(contentsOf: workspace.project.appendingPathComponent("Sources/App/Models/Wallet.swift"), encoding: .utf8)
        XCTAssertTrue(model.contains("var name: String"), model)
        XCTAssertTrue(model.contains("var balance: Decimal"), model)
    }
}
