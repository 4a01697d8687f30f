import Dispatch
import Foundation
import ScaffoldCore
import XCTest

/// One writer at a time: concurrent commands in one project all land, and a run killed at any point leaves a
/// tree the next run completes without false conflicts.
final class CLIConcurrencyTests: XCTestCase {
    private let names = ["Wallet", "Reminder", "Budget", "Habit", "Recipe", "Ticket"]

    func testSixConcurrentFeatureRunsAllLandAndEachCanBeDestroyed() throws {
        let workspace = try Workspace("concurrent")
        XCTAssertEqual(try workspace.initRepository(.features).exitCode, 0)
        let binary = workspace.binary, repository = workspace.repository, names = names
        let outputs = OutputSlots(count: names.count)
        DispatchQueue.concurrentPerform(iterations: names.count) { index in
            outputs.store(try? binary.run(["feature", names[index], "name:String", "count:Int"], in: repository), at: index)
        }
        for (name, output) in zip(names, outputs.all) {
            let output = try XCTUnwrap(output, name)
            XCTAssertEqual(output.exitCode, 0, "\(name):\n\(output.transcript)")
        }
        let manifest = try manifestGroups(repository)
        for name in names { XCTAssertTrue(manifest.contains("feature:\(name)"), "\(name) missing from the manifest: \(manifest)") }
        let root = try XCTUnwrap(try workspace.compositionRoot())
        for name in names {
            XCTAssertTrue(root.contains("// scaffold:begin feature:\(name)"), "\(name) missing from the composition root:\n\(root)")
        }
        for name in names {
            let output = try binary.run(["destroy", "feature", name], in: repository)
            XCTAssertEqual(output.exitCode, 0, "\(name):\n\(output.transcript)")
            XCTAssertTrue(output.stdout.contains("delete"), output.transcript)
        }
        XCTAssertEqual(try manifestGroups(repository).filter { $0.hasPrefix("feature:") }, [])
    }

    func testASecondCommandWaitsAndGivesUpAfterTheTimeout() throws {
        let workspace = try Workspace("lock-timeout")
        XCTAssertEqual(try workspace.initRepository(.layered).exitCode, 0)
        let before = try workspace.repositorySnapshot()
        // This test process holds the project's lock, as a running scaffold would.
        let holder = try ProjectLock.acquire(root: workspace.repository)
        defer { withExtendedLifetime(holder) {} }
        var environment = ProcessInfo.processInfo.environment
        environment["SCAFFOLD_LOCK_TIMEOUT"] = "1"
        environment["NO_COLOR"] = "1"
        let output = try ProcessRunner.run(
            workspace.binary.url, ["feature", "Wallet", "name:String"], in: workspace.repository, environment: environment)
        XCTAssertEqual(output.exitCode, 75, output.transcript)
        XCTAssertTrue(output.stderr.contains("scaffold: waiting for another scaffold command"), output.transcript)
        XCTAssertTrue(output.stderr.contains("scaffold: error: another scaffold command is still writing"), output.transcript)
        XCTAssertTrue(output.stderr.contains("SCAFFOLD_LOCK_TIMEOUT"), output.transcript)
        XCTAssertEqual(try workspace.repositorySnapshot(), before, "nothing was written")
    }

    func testMocksRunKilledAtSeveralPointsIsCompletedByTheNextRun() throws {
        let workspace = try Workspace("killed-mocks")
        try workspace.writeMockableSources(files: 200)
        let arguments = ["mocks", "--root", "project"]
        let started = Date()
        XCTAssertEqual(try workspace.run(arguments).exitCode, 0)
        let full = Date().timeIntervalSince(started)
        let expected = try workspace.projectSnapshot().files.filter { $0.key.hasPrefix("Tests/") }.mapValues(\.contents)
        XCTAssertEqual(expected.count, 600)

        // Two kills while the run reads and parses, then four once it has started writing (staging temps, renaming,
        // manifest, cache), timed from the moment its output folder appears: a fixed share of the first run's time
        // missed the writing altogether when the machine's load changed between runs.
        let kills: [(step: String, point: KillPoint)] = [
            ("30% of a run", .after(full * 0.3)), ("60% of a run", .after(full * 0.6)),
            ("writing +2 ms", .whenWriting(0.002)), ("writing +10 ms", .whenWriting(0.010)),
            ("writing +30 ms", .whenWriting(0.030)), ("writing +80 ms", .whenWriting(0.080)),
        ]
        var interrupted = 0
        for (step, point) in kills {
            try FileManager.default.removeItem(at: workspace.project.appendingPathComponent("Tests"))
            try FileManager.default.removeItem(at: workspace.project.appendingPathComponent(".scaffold"))
            try kill(workspace, arguments, at: point, output: workspace.project.appendingPathComponent("Tests"))
            let written = try workspace.projectSnapshot().files.keys.filter { $0.hasPrefix("Tests/") }.count
            let manifest = FileManager.default.fileExists(atPath: workspace.project.appendingPathComponent(".scaffold/manifest.json").path)
            if !Workspace.leftoverTemps(under: workspace.project).isEmpty || (written > 0 && (written < 600 || !manifest)) { interrupted += 1 }
            let output = try workspace.run(arguments)
            XCTAssertEqual(output.exitCode, 0, "after a kill at \(step):\n\(output.transcript)")
            XCTAssertFalse(output.stdout.contains("conflict"), output.transcript)
            let after = try workspace.projectSnapshot().files.filter { $0.key.hasPrefix("Tests/") }.mapValues(\.contents)
            XCTAssertEqual(after, expected, "after a kill at \(step) the mocks differ")
            XCTAssertEqual(Workspace.leftoverTemps(under: workspace.project), [], "temps left after a kill at \(step)")
            XCTAssertTrue(try workspace.run(arguments).stdout.contains("600 identical"))
        }
        XCTAssertGreaterThan(interrupted, 0, "no kill landed while mocks were being written; the test proved nothing")
    }

    func testFeatureRunKilledAtSeveralPointsIsCompletedByTheNextRun() throws {
        let workspace = try Workspace("killed-feature")
        XCTAssertEqual(try workspace.initRepository(.clean).exitCode, 0)
        let arguments = ["feature", "Wallet", "name:String", "balance:Decimal", "note:String?"]
        let started = Date()
        XCTAssertEqual(try workspace.binary.run(arguments, in: workspace.repository).exitCode, 0)
        let full = Date().timeIntervalSince(started)
        let expected = try workspace.repositorySnapshot().files.mapValues(\.contents)
        XCTAssertEqual(try workspace.binary.run(["destroy", "feature", "Wallet"], in: workspace.repository).exitCode, 0)

        for step in 1...6 {
            let process = Process()
            process.executableURL = workspace.binary.url
            process.arguments = arguments
            process.currentDirectoryURL = workspace.repository
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(useconds_t(full * Double(step) / 7 * 1_000_000))
            Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let output = try workspace.binary.run(arguments, in: workspace.repository)
            XCTAssertEqual(output.exitCode, 0, "after a kill at \(step)/7:\n\(output.transcript)")
            XCTAssertFalse(output.stdout.contains("conflict"), output.transcript)
            XCTAssertEqual(try workspace.repositorySnapshot().files.mapValues(\.contents), expected, "after a kill at \(step)/7")
            XCTAssertEqual(Workspace.leftoverTemps(under: workspace.repository), [])
            XCTAssertEqual(try workspace.binary.run(["destroy", "feature", "Wallet"], in: workspace.repository).exitCode, 0)
        }
    }

    /// When a kill lands: a time after the start, or a time after `output` (the run's first write) appears.
    private enum KillPoint {
        case after(TimeInterval)
        case whenWriting(TimeInterval)
    }

    /// Starts `scaffold <arguments>` in the workspace and kills it with SIGKILL at `point`.
    private func kill(_ workspace: Workspace, _ arguments: [String], at point: KillPoint, output: URL) throws {
        let process = Process()
        process.executableURL = workspace.binary.url
        process.arguments = arguments
        process.currentDirectoryURL = workspace.directory.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        switch point {
        case .after(let delay):
            usleep(useconds_t(delay * 1_000_000))
        case .whenWriting(let delay):
            while process.isRunning && !FileManager.default.fileExists(atPath: output.path) { usleep(200) }
            usleep(useconds_t(delay * 1_000_000))
        }
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    private func manifestGroups(_ root: URL) throws -> Set<String> {
        let data = try Data(contentsOf: root.appendingPathComponent(".scaffold/manifest.json"))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let files = try XCTUnwrap(object["files"] as? [String: [String: Any]])
        return Set(files.values.compactMap { $0["group"] as? String })
    }
}

/// One slot per concurrent run; each index is written by one iteration only.
private final class OutputSlots: @unchecked Sendable {
    private var values: [ProcessOutput?]
    private let lock = NSLock()

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func store(_ value: ProcessOutput?, at index: Int) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    var all: [ProcessOutput?] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}
