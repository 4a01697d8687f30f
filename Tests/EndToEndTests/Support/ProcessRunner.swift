import Foundation

/// What a finished child process left behind.
struct ProcessOutput: Sendable {
    var exitCode: Int32
    var stdout: String
    var stderr: String
    /// Whether the process had to be killed for running past its time limit.
    var timedOut: Bool

    /// Both streams, labelled, for failure messages.
    var transcript: String {
        "exit code \(exitCode)\(timedOut ? " (timed out)" : "")\n--- stdout ---\n\(stdout)\n--- stderr ---\n\(stderr)"
    }

    /// This run's output, then `next`'s: failed if either failed (the first failure's exit code).
    func followed(by next: ProcessOutput) -> ProcessOutput {
        ProcessOutput(exitCode: exitCode != 0 ? exitCode : next.exitCode, stdout: stdout + "\n" + next.stdout,
                      stderr: stderr + "\n" + next.stderr, timedOut: timedOut || next.timedOut)
    }
}

/// Runs executables synchronously, capturing their output in files so large outputs cannot dead-lock a pipe.
enum ProcessRunner {
    /// The executable could not be started at all.
    struct LaunchError: Error, CustomStringConvertible {
        var description: String
    }

    static func run(
        _ executable: URL,
        _ arguments: [String],
        in directory: URL? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        timeout: TimeInterval = 60,
        input: URL? = nil
    ) throws -> ProcessOutput {
        let scratch = try TemporaryDirectory(prefix: "process-output")
        let stdoutURL = scratch.url.appendingPathComponent("stdout")
        let stderrURL = scratch.url.appendingPathComponent("stderr")
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)
        let stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
        let stderrHandle = try FileHandle(forWritingTo: stderrURL)
        defer {
            try? stdoutHandle.close()
            try? stderrHandle.close()
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        // Standard input is empty unless a test types something (a file's contents).
        let inputHandle = try input.map { try FileHandle(forReadingFrom: $0) }
        defer { try? inputHandle?.close() }
        process.standardInput = inputHandle ?? FileHandle.nullDevice
        process.standardOutput = stdoutHandle
        process.standardError = stderrHandle
        if let directory {
            process.currentDirectoryURL = directory
        }
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            throw LaunchError(description: "could not launch \(executable.path): \(error)")
        }
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            finished.wait()
        }
        return ProcessOutput(
            exitCode: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self),
            timedOut: timedOut
        )
    }

    /// Runs a tool found on `PATH` (`swift`, `diff`), as a shell would.
    static func runTool(
        _ tool: String,
        _ arguments: [String],
        in directory: URL? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        timeout: TimeInterval = 60
    ) throws -> ProcessOutput {
        try run(URL(fileURLWithPath: "/usr/bin/env"), [tool] + arguments, in: directory, environment: environment, timeout: timeout)
    }
}
