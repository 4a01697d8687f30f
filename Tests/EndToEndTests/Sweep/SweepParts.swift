import Foundation

/// The batches of a sweep part, each a module of its own test run, so a batch that does not compile or whose
/// tests fail is told apart from the others.
struct SweepGenerated: GeneratedPart {
    var batches: [GeneratedBatch]

    var modules: [HarnessPackage.Module] { batches.compactMap(\.module) }

    var testGroups: [TestGroup] {
        batches.compactMap { batch in batch.module.map { TestGroup(label: batch.batch.name, modules: [$0.name]) } }
    }

    /// Generates the batches side by side (scaffold runs, one per core), each under `<folder>/<name>`.
    static func generate(_ batches: [SweepBatchFiles], in workspace: Workspace, folder: String) throws -> SweepGenerated {
        let work = Work(workspace: workspace, count: batches.count)
        DispatchQueue.concurrentPerform(iterations: batches.count) { index in
            let result = Result { try work.workspace.generate(batches[index], in: folder) }
            work.lock.withLock { work.results[index] = result }
        }
        return SweepGenerated(batches: try work.results.map { try $0!.get() })
    }

    /// The workspace and the results, shared by the threads that generate: each run of scaffold is its own
    /// process writing its own batch's folder, and the results are written under the lock.
    private final class Work: @unchecked Sendable {
        let workspace: Workspace
        let lock = NSLock()
        var results: [Result<GeneratedBatch, Error>?]

        init(workspace: Workspace, count: Int) {
            self.workspace = workspace
            results = Array(repeating: nil, count: count)
        }
    }
}

/// SweepTests' share of the suite package: `make test`'s fixed sweep (`SweepPlan.ci`), the batches of the mode,
/// and the regression fixtures (Tests/Fixtures/Sweep, and Sweep/Open) whose `.scaffold.yml` names the mode.
enum SweepPart: SuitePart {
    static let folder = "sweep"
    static let leavesOutFailingModules = true

    static func generate(in workspace: Workspace, isolation: HarnessPackage.Isolation) throws -> SweepGenerated {
        let batches = SweepPlan.ci.batches(for: isolation).map(SweepBatchFiles.init)
        let fixtures = try (SweepFixtures.fixed() + SweepFixtures.open()).map(\.batch).filter { $0.isolation == isolation }
        return try SweepGenerated.generate(batches + fixtures, in: workspace, folder: folder)
    }
}

/// FullSweepTests' share (`make sweep`): the batches of `SweepPlan.full` for the mode — or, when
/// `SCAFFOLD_SWEEP_REPLAY` names a batch folder, that batch alone (Scripts/sweep_reduce.py runs candidates so).
/// Only in the package when `SCAFFOLD_SUITE_PARTS` names it (`SuitePackage.parts(for:)`), so `make test` never
/// builds it.
enum FullSweepPart: SuitePart {
    static let folder = "sweep-full"
    static let leavesOutFailingModules = true

    static func batches(for isolation: HarnessPackage.Isolation) throws -> [SweepBatchFiles] {
        if let replay = ProcessInfo.processInfo.environment["SCAFFOLD_SWEEP_REPLAY"] {
            return try [SweepBatchFiles(folder: URL(fileURLWithPath: replay))].filter { $0.isolation == isolation }
        }
        return SweepPlan.full.batches(for: isolation).map(SweepBatchFiles.init)
    }

    static func generate(in workspace: Workspace, isolation: HarnessPackage.Isolation) throws -> SweepGenerated {
        try SweepGenerated.generate(batches(for: isolation), in: workspace, folder: folder)
    }
}

/// The regression fixtures (CONTRIBUTING.md, "The sweep"): each folder of Tests/Fixtures/Sweep is a batch a sweep
/// found failing, reduced by Scripts/sweep_reduce.py, whose cause is fixed: it builds and passes, or, where the fix
/// was to refuse the spec, its `expected.txt` says so (`refused` and the message). Each folder of
/// Tests/Fixtures/Sweep/Open is one whose cause is written up in its README.md and not fixed yet: it still fails as
/// its `expected.txt` says, so the day it passes its test says to move it up.
enum SweepFixtures {
    static let folder = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Sweep")
    static let openFolder = folder.appendingPathComponent("Open")

    /// A fixture and what it must do: pass (nil), or stop at a stage with a line (`refused`, then the message).
    struct Fixture {
        var batch: SweepBatchFiles
        var expected: (status: String, line: String?)?
    }

    static func fixed() throws -> [Fixture] {
        try fixtures(in: folder)
    }

    static func open() throws -> [Fixture] {
        try fixtures(in: openFolder)
    }

    private static func fixtures(in folder: URL) throws -> [Fixture] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return try names.sorted().filter { name in
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(name)/.scaffold.yml").path)
        }.map { name in
            let expected = try? String(contentsOf: folder.appendingPathComponent("\(name)/expected.txt"), encoding: .utf8)
            let lines = expected?.split(separator: "\n").map(String.init) ?? []
            return Fixture(
                batch: try SweepBatchFiles(folder: folder.appendingPathComponent(name)),
                expected: lines.first.map { ($0, lines.dropFirst().first) }
            )
        }
    }
}
