import Foundation

/// Runs the Swift compiler and built programs for tests that prove generated code compiles.
public enum SwiftCompiler {
    public struct Result {
        public let status: Int32
        public let output: String
    }

    /// `SWIFTC` if set, the toolchain this machine documents, or `swiftc` from `PATH`.
    public static var swiftc: [String] {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["SWIFTC"], !path.isEmpty { return [path] }
        let toolchain = "/opt/swift/usr/bin/swiftc"
        if FileManager.default.isExecutableFile(atPath: toolchain) { return [toolchain] }
        return ["/usr/bin/env", "swiftc"]
    }

    /// Swift 6 language mode, complete concurrency checking, and no warning allowed.
    public static let strictFlags = ["-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors"]

    /// Xcode 26's approachable concurrency for new projects.
    public static let approachableFlags = [
        "-default-isolation", "MainActor",
        "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
        "-enable-upcoming-feature", "InferIsolatedConformances",
    ]

    /// Runs `arguments` in `directory`; a program still running after `timeout` seconds is terminated and its result
    /// says so, so a deadlock in generated or compiled code fails its test instead of hanging the suite.
    public static func run(_ arguments: [String], in directory: URL, timeout: TimeInterval = 900) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let timedOut = TimeoutFlag()
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
            guard process.isRunning else { return }
            timedOut.set()
            process.terminate()
        }
        // Read before waiting: a full pipe would otherwise block the child forever.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var output = String(decoding: data, as: UTF8.self)
        if timedOut.isSet { output += "\n[terminated after \(Int(timeout)) s: still running]" }
        return Result(status: timedOut.isSet ? -1 : process.terminationStatus, output: output)
    }

    public static func temporaryDirectory(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// Whether the watchdog of `SwiftCompiler.run` fired, read after the process ended.
private final class TimeoutFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
