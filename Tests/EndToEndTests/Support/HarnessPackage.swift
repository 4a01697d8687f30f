import Foundation

/// A Swift package around a generated tree (`Sources/App`, `Tests/AppTests`) that builds and tests it.
///
/// On Linux the package gets local `SwiftUI` and `Combine` targets copied from Tests/Support/StandIns;
/// elsewhere it uses the SDK's frameworks, so the same harness proves the code on a Mac.
struct HarnessPackage {
    let root: URL

    /// The result of `swift build` + `swift test` on the package.
    struct Outcome {
        var build: ProcessOutput
        var test: ProcessOutput?
        /// From XCTest's last "Executed N tests" line; nil when absent.
        var executedTests: Int?

        var transcript: String {
            "swift build:\n\(build.transcript)\n\nswift test:\n\(test?.transcript ?? "(not run)")"
        }
    }

    /// Writes Package.swift and (on Linux) the stand-in modules into `root`.
    func install() throws {
        try Self.manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        #if os(Linux)
        let manager = FileManager.default
        for module in ["Combine", "SwiftUI"] {
            let destination = root.appendingPathComponent("StandIns/\(module)")
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? manager.removeItem(at: destination)
            try manager.copyItem(at: RepositoryPaths.standIns.appendingPathComponent(module), to: destination)
        }
        #endif
    }

    /// Builds everything with warnings as errors, then runs the tests (same flags, so nothing rebuilds).
    func buildAndTest() throws -> Outcome {
        let flags = ["-Xswiftc", "-warnings-as-errors"]
        let build = try ProcessRunner.runTool("swift", ["build", "--build-tests"] + flags, in: root, timeout: 900)
        guard build.exitCode == 0 else {
            return Outcome(build: build, test: nil, executedTests: nil)
        }
        let test = try ProcessRunner.runTool("swift", ["test", "--skip-build"], in: root, timeout: 600)
        return Outcome(build: build, test: test, executedTests: Self.executedTestCount(in: test.stdout + test.stderr))
    }

    /// The count in XCTest's summary line "Executed 12 tests, with 0 failures …" (the last, overall one).
    static func executedTestCount(in output: String) -> Int? {
        let pattern = try! NSRegularExpression(pattern: #"Executed (\d+) tests?, with \d+ failures?"#)
        let range = NSRange(output.startIndex..., in: output)
        guard let match = pattern.matches(in: output, range: range).last,
              let countRange = Range(match.range(at: 1), in: output) else { return nil }
        return Int(output[countRange])
    }

    static var manifest: String {
        #if os(Linux)
        let standIns = """
                .target(name: "Combine", path: "StandIns/Combine"),
                .target(name: "SwiftUI", dependencies: ["Combine"], path: "StandIns/SwiftUI"),
                .target(name: "App", dependencies: ["SwiftUI", "Combine"], path: "Sources/App"),
                .testTarget(name: "AppTests", dependencies: ["App", "SwiftUI", "Combine"], path: "Tests/AppTests"),
        """
        #else
        let standIns = """
                .target(name: "App", path: "Sources/App"),
                .testTarget(name: "AppTests", dependencies: ["App"], path: "Tests/AppTests"),
        """
        #endif
        return """
        // swift-tools-version: 6.0
        // Written by scaffold's end-to-end tests around generated code.
        import PackageDescription

        let package = Package(
            name: "Harness",
            platforms: [.macOS(.v14), .iOS(.v17)],
            targets: [
        \(standIns)
            ],
            swiftLanguageModes: [.v6]
        )

        """
    }
}
