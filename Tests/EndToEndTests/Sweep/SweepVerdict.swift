import Foundation
import XCTest

/// What became of one batch: every spec generated, the module built, its tests run and passed — or where it
/// stopped. A failing batch is copied, with what failed, to `.build/sweep-failures/<batch>/` for
/// Scripts/sweep_reduce.py.
struct SweepVerdict {
    var batch: GeneratedBatch
    /// The first thing that went wrong; nil when the batch passed.
    var failure: String?
    /// Tests the batch's run executed (XCTest and Swift Testing).
    var tests: Int
    /// Where it stopped, and the lines that say how (locations left out), which a reduction keeps while it removes
    /// parts of the specs: a candidate fails the same way when it stops at the same stage with one of these lines.
    var status = Status.passed
    var signature: [String] = []

    enum Status: String {
        case passed, refused, crashed, compile, tests, other
    }

    init(_ batch: GeneratedBatch, in outcome: PartOutcome<SweepGenerated>) {
        self.batch = batch
        tests = 0
        let specs = batch.batch.specs.count
        if let refusal = batch.refusal {
            failure = "generated \(batch.generated.count) of \(specs) specs; the tool did not take \(refusal)"
            status = refusal.isCrash ? .crashed : .refused
            signature = Self.errorLines(refusal.output.stderr)
        } else if let errors = outcome.moduleFailures[batch.batch.module] {
            failure = "does not compile:\n\(errors)"
            status = .compile
            signature = Self.errorLines(errors)
        } else if let buildFailure = outcome.buildFailure {
            failure = "not built: \(buildFailure)"
            status = .other
        } else if let run = outcome.runs[batch.batch.name] {
            let output = run.stdout + "\n" + run.stderr
            tests = HarnessPackage.executedTestCount(in: output) ?? 0
            if run.exitCode != 0 {
                let failed = FailedTests(output).names
                failure = "its tests fail (\(failed.isEmpty ? "exit \(run.exitCode)" : failed.joined(separator: ", "))):\n\(Self.failureLines(output))"
                status = .tests
                signature = failed.isEmpty ? Self.errorLines(output) : failed
            } else if tests < specs * Self.minimumTestsPerSpec {
                failure = "only \(tests) tests ran for \(specs) specs:\n\(run.transcript)"
                status = .other
            }
        } else {
            failure = "no test run"
            status = .other
        }
    }

    /// Whether it stopped at `expected`'s stage with `expected`'s line among its signature (any line, when none).
    func matches(_ expected: (status: String, line: String?)) -> Bool {
        status.rawValue == expected.status && (expected.line.map { line in signature.contains { $0.contains(line) } } ?? true)
    }

    /// The verdict for Scripts/sweep_reduce.py: the status on the first line, then the signature, a line each.
    var record: String {
        ([status.rawValue] + signature).joined(separator: "\n") + "\n"
    }

    /// `error:` lines without the `path:line:column: ` before them or the ` (at key.path)` after them; the summary
    /// (`scaffold: error: the feature spec has 2 problems`) only when no line says more.
    static func errorLines(_ text: String) -> [String] {
        var seen = Set<String>()
        let lines = text.split(separator: "\n")
        let specific = lines.filter { $0.contains("error: ") && !$0.hasPrefix("scaffold: error: ") }
        return (specific.isEmpty ? lines : specific).compactMap { line -> String? in
            guard let range = line.range(of: "error: ") else { return nil }
            var message = String(line[range.lowerBound...])
            if let at = message.range(of: " (at ", options: .backwards) { message = String(message[..<at.lowerBound]) }
            return seen.insert(message).inserted ? message : nil
        }
    }

    /// Every generated feature has a repository round trip, view model and UseCase tests: far more than this.
    static let minimumTestsPerSpec = 3

    var preset: String {
        batch.batch.configuration.split(separator: "\n").first { $0.hasPrefix("preset: ") }.map { String($0.dropFirst(8)) } ?? "?"
    }

    /// `s3502-b0 (layered, nonisolated): 4 of 4 specs generated, built and passed, 131 tests: Book, Author, …`
    var summary: String {
        let files = batch.batch
        let head = "\(files.name) (\(preset), \(files.isolation.rawValue))"
        guard let failure else {
            return "\(head): \(files.specs.count) of \(files.specs.count) specs generated, built and passed, \(tests) tests: "
                + files.features.joined(separator: ", ")
        }
        return "\(head): FAILED, \(failure.split(separator: "\n").first ?? "")"
    }

    /// Fails the test with the batch's failure, and keeps the batch for reduction.
    func assertPassed(file: StaticString = #filePath, line: UInt = #line) {
        print("sweep batch " + summary)
        guard let failure else { return }
        let kept = keep(failure)
        XCTFail("sweep batch \(batch.batch.name) (\(preset), \(batch.batch.isolation.rawValue)): \(failure)\n"
                + (kept.map { "kept in \($0.path); reduce it with: python3 Scripts/sweep_reduce.py \($0.path)" } ?? ""),
                file: file, line: line)
    }

    /// `.build/sweep-failures/<batch>/`: `.scaffold.yml`, `specs/` and `failure.txt`.
    private func keep(_ failure: String) -> URL? {
        let folder = RepositoryPaths.root.appendingPathComponent(".build/sweep-failures/\(batch.batch.name)")
        do {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
            try batch.batch.configuration.write(to: folder.appendingPathComponent(".scaffold.yml"), atomically: true, encoding: .utf8)
            for (path, text) in batch.batch.specs {
                try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
            }
            try failure.write(to: folder.appendingPathComponent("failure.txt"), atomically: true, encoding: .utf8)
            return folder
        } catch {
            return nil
        }
    }

    /// The lines of a test run that say what failed (XCTest's `error:` lines, Swift Testing's issues), at most 40.
    private static func failureLines(_ output: String) -> String {
        let lines = output.split(separator: "\n").filter { line in
            line.contains("error:") || line.contains("✘") || line.contains("failed") || line.contains("Fatal error")
        }
        return lines.prefix(40).joined(separator: "\n")
    }
}
