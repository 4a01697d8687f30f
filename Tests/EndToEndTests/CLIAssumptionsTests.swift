import Foundation
import XCTest

/// Say what you assumed: outside a project `feature` and `mocks` say so and how to make one; a missing
/// `SCAFFOLD_TEMPLATES` folder is an error; unchanged files are counted, not listed, unless `--verbose`.
final class CLIAssumptionsTests: XCTestCase {
    func testFeatureOutsideAProjectSaysWhatItAssumed() throws {
        let workspace = try Workspace("outside-feature")
        let output = try workspace.binary.run(["feature", "Wallet", "name:String"], in: workspace.project)
        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertTrue(output.stderr.contains("scaffold: note: no .scaffold.yml in the current folder ("), output.transcript)
        XCTAssertTrue(output.stderr.contains("or any folder above; used the defaults: preset layered, module App"), output.transcript)
        XCTAssertTrue(output.stderr.contains("hint: run `scaffold init <AppName>`"), output.transcript)
        XCTAssertTrue(output.stderr.contains("--root"), output.transcript)
    }

    func testMocksOutsideAProjectSayWhatTheyAssumed() throws {
        let workspace = try Workspace("outside-mocks")
        try workspace.directory.write("/// @mockable\nprotocol Clock { func now() -> Int }\n", to: "project/Sources/App/Clock.swift")
        let output = try workspace.run(["mocks", "--root", "project"])
        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertTrue(output.stderr.contains("scaffold: note: no .scaffold.yml in project; used the defaults: module App, sources Sources/App, mocks in Tests/AppTests/Mocks"),
                      output.transcript)
        XCTAssertTrue(output.stderr.contains("scaffold init <AppName> --root project"), output.transcript)
    }

    func testInsideAProjectNothingIsAssumed() throws {
        let workspace = try Workspace("inside")
        XCTAssertEqual(try workspace.initRepository(.layered).exitCode, 0)
        let output = try workspace.binary.run(["feature", "Wallet", "name:String"], in: workspace.repository)
        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertFalse(output.stderr.contains("no .scaffold.yml"), output.transcript)
    }

    func testAMissingTemplatesFolderIsAnError() throws {
        let workspace = try Workspace("templates-variable")
        var environment = ProcessInfo.processInfo.environment
        environment["SCAFFOLD_TEMPLATES"] = "/nonexistent/Templates"
        environment["NO_COLOR"] = "1"
        let output = try ProcessRunner.run(workspace.binary.url, ["feature", "Wallet", "name:String", "--root", "project"],
                                           in: workspace.directory.url, environment: environment)
        XCTAssertEqual(output.exitCode, 66, output.transcript)
        XCTAssertTrue(output.stderr.hasPrefix("scaffold: error: SCAFFOLD_TEMPLATES=/nonexistent/Templates names no folder"), output.transcript)
        XCTAssertTrue(output.stderr.contains("hint: "), output.transcript)
        XCTAssertTrue(try workspace.projectSnapshot().isEmpty)
    }

    func testUnchangedFilesAreCountedUnlessVerbose() throws {
        let workspace = try Workspace("verbose")
        let arguments = ["feature", "Wallet", "name:String", "--root", "project"]
        XCTAssertEqual(try workspace.run(arguments).exitCode, 0)

        let quiet = try workspace.run(arguments)
        let verbose = try workspace.run(arguments + ["--verbose"])

        XCTAssertEqual(quiet.exitCode, 0, quiet.transcript)
        let listed = verbose.stdout.split(separator: "\n").filter { $0.hasPrefix("  identical  ") }.count
        XCTAssertGreaterThan(listed, 10, verbose.transcript)
        XCTAssertTrue(verbose.stdout.contains("identical  Sources/App/Models/Wallet.swift"), verbose.transcript)
        XCTAssertFalse(verbose.stdout.contains("unchanged (--verbose"), verbose.transcript)
        XCTAssertFalse(quiet.stdout.contains("identical  Sources/"), quiet.transcript)
        XCTAssertTrue(quiet.stdout.contains("identical  \(listed) files unchanged (--verbose lists them)"), quiet.transcript)
        XCTAssertTrue(quiet.stdout.hasSuffix("\(listed) identical\n"), quiet.transcript)
    }
}
