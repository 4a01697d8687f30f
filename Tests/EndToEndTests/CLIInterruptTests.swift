import Foundation
import ScaffoldCore
import XCTest

/// Interrupted runs leave nothing: SIGINT (Ctrl-C) and SIGTERM remove the temporary files of a write in progress
/// before the process exits with 128 + the signal's number, and the next run completes the work. (SIGKILL cannot be
/// caught; `CLIConcurrencyTests` proves the next run recovers from it.)
///
/// Deterministic however loaded the machine is: the run is stopped (SIGSTOP) while its temps are on disk, the signal
/// is sent, and only then is the run continued, so the signal always lands in the middle of the write.
final class CLIInterruptTests: XCTestCase {
    func testSIGINTAndSIGTERMDuringAColdMocksRunLeaveNoTemporaryFile() throws {
        let workspace = try Workspace("interrupted-mocks")
        // 300 mocks: the run is stopped while they are staged, so their number only has to make staging visible.
        try workspace.writeMockableSources(files: 100)
        let arguments = ["mocks", "--root", "project"]
        let output = workspace.project.appendingPathComponent("Tests/AppTests/Mocks")
        for (signal, name) in [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")] {
            let run = try interrupt(workspace, arguments, with: signal, whileTempsAppearIn: output)

            XCTAssertEqual(run.status, 128 + signal, "\(name): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("scaffold: interrupted (\(name)); removed "), run.stderr)
            XCTAssertTrue(run.stderr.contains("nothing was written"), run.stderr)
            XCTAssertEqual(Workspace.leftoverTemps(under: workspace.project), [], "temps left after \(name)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "the folder made for the temps is gone too")
            let next = try workspace.run(arguments)
            XCTAssertEqual(next.exitCode, 0, next.transcript)
            XCTAssertTrue(next.stdout.contains("300 create"), next.transcript)
        }
    }

    func testSIGINTWhileWaitingForTheLockWritesNothing() throws {
        let workspace = try Workspace("interrupted-waiting")
        XCTAssertEqual(try workspace.initRepository(.layered).exitCode, 0)
        let before = try workspace.repositorySnapshot()
        let holder = try ProjectLock.acquire(root: workspace.repository)
        defer { withExtendedLifetime(holder) {} }
        let (process, stderr) = try start(workspace, ["feature", "Wallet", "name:String"], in: workspace.repository)
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline, !((try? String(contentsOf: stderr, encoding: .utf8)) ?? "").contains("waiting for another") {
            usleep(10_000)
        }
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        let said = try String(contentsOf: stderr, encoding: .utf8)
        XCTAssertEqual(process.terminationStatus, 130, said)
        XCTAssertTrue(said.contains("scaffold: interrupted (SIGINT); removed 0 temporary files; nothing was written"), said)
        XCTAssertEqual(try workspace.repositorySnapshot(), before, "nothing was written")
    }

    /// Runs `scaffold`, stops it once a temp is in `folder`, sends `signal`, continues it and waits for its end.
    /// Retries when the run finished writing between seeing a temp and stopping it.
    private func interrupt(_ workspace: Workspace, _ arguments: [String], with signal: Int32, whileTempsAppearIn folder: URL) throws
        -> (status: Int32, stderr: String)
    {
        for _ in 0..<5 {
            try? FileManager.default.removeItem(at: workspace.project.appendingPathComponent("Tests"))
            try? FileManager.default.removeItem(at: workspace.project.appendingPathComponent(".scaffold"))
            let (process, stderr) = try start(workspace, arguments, in: workspace.directory.url)
            while process.isRunning && temps(in: folder).isEmpty { usleep(100) }
            kill(process.processIdentifier, SIGSTOP)
            let staged = !temps(in: folder).isEmpty
            if staged { kill(process.processIdentifier, signal) }
            kill(process.processIdentifier, SIGCONT)
            process.waitUntilExit()
            if staged { return (process.terminationStatus, try String(contentsOf: stderr, encoding: .utf8)) }
        }
        throw HarnessError("the run never stopped with its temps on disk")
    }

    private func start(_ workspace: Workspace, _ arguments: [String], in directory: URL) throws -> (Process, URL) {
        let stderr = workspace.directory.path("stderr-\(UUID().uuidString.prefix(6)).txt")
        try Data().write(to: stderr)
        let process = Process()
        process.executableURL = workspace.binary.url
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: stderr)
        try process.run()
        return (process, stderr)
    }

    private func temps(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.contains(".scaffold-tmp-") }
    }
}
