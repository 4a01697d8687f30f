import Foundation

/// A Swift package around generated modules (each a sources and a tests folder) that builds and tests them; the
/// suite's packages (SuitePackage) are these.
///
/// On Linux the package gets local `SwiftUI` and `Combine` targets copied from Tests/Support/StandIns;
/// elsewhere it uses the SDK's frameworks, so the same harness proves the code on a Mac.
struct HarnessPackage {
    /// A generated module and its test target, as folders relative to the package root.
    struct Module {
        var name: String
        var sources: String
        var tests: String
        /// A folder holding the module's Xcode app target (`@main extension …App {}`), built as `<name>AppTarget`.
        var appTarget: String? = nil
    }

    let root: URL
    var modules: [Module]
    /// How the generated modules are isolated by default (the stand-ins, like Apple's SDK, are unaffected).
    var isolation: Isolation = .nonisolated

    /// The two settings a generated project is built under: Swift 6's default (no global actor unless
    /// written), and Xcode 26's "approachable concurrency" for new projects: `-default-isolation MainActor`
    /// with the upcoming features `NonisolatedNonsendingByDefault` and `InferIsolatedConformances`.
    enum Isolation: String, CaseIterable, Sendable {
        case nonisolated
        case mainActor

        /// The settings of a generated target (SwiftPM 6.2's spelling of the Xcode build settings).
        var settings: [String] {
            switch self {
            case .nonisolated: []
            case .mainActor:
                [".defaultIsolation(MainActor.self)", ".enableUpcomingFeature(\"NonisolatedNonsendingByDefault\")", ".enableUpcomingFeature(\"InferIsolatedConformances\")"]
            }
        }
    }

    init(root: URL, modules: [Module], isolation: Isolation = .nonisolated) {
        self.root = root
        self.modules = modules
        self.isolation = isolation
    }

    /// Writes Package.swift and (on Linux) the stand-in modules into `root`, each file only where it differs, so a
    /// build folder kept from an earlier run stays valid.
    func install() throws {
        try FolderMirror.write(Data(manifest.utf8), to: root.appendingPathComponent("Package.swift"))
        #if os(Linux)
        for module in ["Combine", "UIKit", "SwiftUI", "Localization", "Accessibility"] {
            try FolderMirror.mirror(RepositoryPaths.standIns.appendingPathComponent(module), into: root.appendingPathComponent("StandIns/\(module)"))
        }
        #endif
    }

    /// `swift build --build-tests` with warnings as errors, `configuration` and `buildSettings`.
    func build(timeout: TimeInterval) throws -> ProcessOutput {
        try ProcessRunner.runTool("swift", ["build", "--build-tests"] + Self.configuration + Self.buildSettings, in: root,
                                  environment: try swiftEnvironment(), timeout: timeout)
    }

    /// A debug build compiled whole-module: SwiftPM's release configuration (its driver set up for one frontend job a
    /// module, index included, which `-Xswiftc -wmo` over the debug configuration is not), without optimisation, with
    /// `@testable` imports and the `DEBUG` condition as in a debug build. A debug build's batch mode parses every file of a
    /// module in each of its jobs and expands its macros (`#Preview`, `#expect`) again in the module's emit job; one job a
    /// module does that once, and the package's many modules keep both cores busy without the batches.
    static let configuration = ["-c", "release", "-Xswiftc", "-Onone", "-Xswiftc", "-enable-testing", "-Xswiftc", "-DDEBUG"]

    /// Where the build leaves its products and modules (`configuration`'s folder).
    static let productsFolder = ".build/release"

    /// What the harness asks of the build beyond `--build-tests`: warnings as errors (generated code has none), and, for
    /// CPU time (a cold build is CPU-bound):
    /// - no debug information: nobody steps through the generated code here, and its DWARF was 11% of the build's CPU
    ///   time (a compile package of the four presets: 116 s with it, 103 s without);
    /// - the index (XCTest's discovery on Linux reads it) of the package's own modules only, not of Foundation, XCTest
    ///   and the standard library, which no discovery reads;
    /// - lld, not gold: the default isolation's test binary (364 MB, 6,730 objects) links in 3.5 s of CPU, not 7.5 s.
    static let buildSettings = ["-Xswiftc", "-warnings-as-errors", "-Xswiftc", "-gnone",
                                "-Xswiftc", "-index-ignore-system-modules", "-Xswiftc", "-use-ld=lld"]

    /// The tests of the named modules' test targets only (`<module>Tests`), after `build`, with `environment` added to
    /// the test process's; `skip` (a `--skip` pattern) leaves out tests another run drives. XCTest is handed the tests a
    /// filter matches as one argument, which Linux caps at 128 KiB (`posix_spawn`: "Argument list too long" at 1,718
    /// names through SwiftPM, the mainActor package of stop 40; `TestProduct` names whole classes where it can): a few
    /// modules a run.
    func test(modules: [String], environment: [String: String] = [:], skip: String? = nil, timeout: TimeInterval = 900) throws -> ProcessOutput {
        var combined: ProcessOutput?
        for start in stride(from: 0, to: modules.count, by: Self.modulesPerRun) {
            let batch = modules[start..<min(start + Self.modulesPerRun, modules.count)]
            let filter = "^(" + batch.map { NSRegularExpression.escapedPattern(for: $0 + "Tests") }.joined(separator: "|") + ")\\."
            let output = try test(filter: filter, environment: environment, skip: skip, timeout: timeout)
            combined = combined.map { $0.followed(by: output) } ?? output
        }
        return combined ?? ProcessOutput(exitCode: 0, stdout: "", stderr: "", timedOut: false)
    }

    /// Modules whose tests one `swift test` run takes: the largest generated module has 240 XCTest cases of about 75
    /// characters each, so four stay well under the argument cap.
    static let modulesPerRun = 4

    /// What `swift test --skip-build --filter <filter>` runs after `build`, with `environment` added to the test process's:
    /// on Linux the test product run directly (`TestProduct`: no SwiftPM and its build lock around each run).
    func test(filter: String, environment: [String: String] = [:], skip: String? = nil, timeout: TimeInterval = 900) throws -> ProcessOutput {
        let environment = try swiftEnvironment().merging(environment) { $1 }
        #if os(Linux)
        return try TestProduct(packageRoot: root).run(filter: filter, skip: skip, in: root, environment: environment, timeout: timeout)
        #else
        return try ProcessRunner.runTool("swift", ["test", "--skip-build", "--filter", filter] + Self.configuration + (skip.map { ["--skip", $0] } ?? []), in: root,
                                         environment: environment, timeout: timeout)
        #endif
    }

    /// `swift test list` after a build: every test by its full name (`AppTests.WalletRepositoryTests/testDeleteRemoves`,
    /// `App1Tests.WalletRepositoryTests/deleteRemoves()` for Swift Testing).
    func listTests() throws -> (output: ProcessOutput, names: [String]) {
        let output = try ProcessRunner.runTool("swift", ["test", "list", "--skip-build"] + Self.configuration, in: root,
                                               environment: try swiftEnvironment(), timeout: 300)
        let names = output.stdout.split(separator: "\n").map(String.init).filter { $0.contains("/") && !$0.hasPrefix(" ") }
        return (output, names)
    }

    /// The caller's environment with TMPDIR inside the package, so the lock files SwiftPM leaves in the
    /// temporary directory go away with the package.
    private func swiftEnvironment() throws -> [String: String] {
        let temporary = root.appendingPathComponent(".harness-tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        return environment
    }

    /// Tests run, from XCTest's last (overall) "Executed 12 tests, with 0 failures" line plus Swift
    /// Testing's "Test run with 3 tests" line, so generated tests count whichever framework they use.
    static func executedTestCount(in output: String) -> Int? {
        let counts = [executedXCTestCount(in: output), executedSwiftTestingCount(in: output)].compactMap { $0 }
        return counts.isEmpty ? nil : counts.reduce(0, +)
    }

    /// XCTest's overall "Executed 12 tests, with 0 failures" count, summed over the runs `output` holds (the line after
    /// "Test Suite 'All tests'" or "'Selected tests'" ends, one a run); else the last such line.
    static func executedXCTestCount(in output: String) -> Int? {
        let overall = captures(of: #"Test Suite '(?:All|Selected) tests' (?:passed|failed)[^\n]*\n\s*Executed (\d+) tests?, with \d+ failures?"#, in: output)
        if !overall.isEmpty { return overall.compactMap { Int($0) }.reduce(0, +) }
        return captures(of: #"Executed (\d+) tests?, with \d+ failures?"#, in: output).last.flatMap { Int($0) }
    }

    /// Swift Testing's "Test run with 3 tests" count, summed over the runs `output` holds (one line a run).
    static func executedSwiftTestingCount(in output: String) -> Int? {
        let runs = captures(of: #"Test run with (\d+) tests?"#, in: output).compactMap { Int($0) }
        return runs.isEmpty ? nil : runs.reduce(0, +)
    }

    private static func captures(of pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    var manifest: String {
        #if os(Linux)
        // UIKit holds the iOS types SwiftUI's text-input modifiers take; generated code reaches them inside
        // `#if canImport(UIKit)`, true here as on iOS.
        // Accessibility holds the notifications generated forms post (VoiceOver announcements), as Apple's framework does.
        let standIns = ["\"SwiftUI\"", "\"Combine\"", "\"UIKit\"", "\"Localization\"", "\"Accessibility\""]
        var targets = [
            ".target(name: \"Combine\", path: \"StandIns/Combine\"),",
            ".target(name: \"UIKit\", path: \"StandIns/UIKit\"),",
            ".target(name: \"Accessibility\", path: \"StandIns/Accessibility\"),",
            ".target(name: \"SwiftUI\", dependencies: [\"Combine\", \"UIKit\"], path: \"StandIns/SwiftUI\", swiftSettings: [.unsafeFlags([\(PreviewsPlugin.loadFlags)])]),",
            ".target(name: \"Localization\", path: \"StandIns/Localization\"),",
        ]
        // Foundation's `String(localized:)` is missing on Linux: its stand-in is imported into every file, as
        // Foundation's would be (see Tests/Support/README.md).
        // `#Preview` expands through the stand-in plugin (PreviewsPlugin).
        let implicitImports = [".unsafeFlags([\"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"Localization\", \(PreviewsPlugin.loadFlags)])"]
        #else
        let standIns: [String] = []
        var targets: [String] = []
        let implicitImports: [String] = []
        #endif
        let allSettings = isolation.settings + implicitImports
        let settings = allSettings.isEmpty ? "" : ", swiftSettings: [" + allSettings.joined(separator: ", ") + "]"
        for module in modules {
            let app = "\"\(module.name)\""
            let appDependencies = standIns.joined(separator: ", ")
            let testDependencies = ([app] + standIns).joined(separator: ", ")
            targets.append(".target(name: \(app), dependencies: [\(appDependencies)], path: \"\(module.sources)\"\(settings)),")
            targets.append(".testTarget(name: \"\(module.name)Tests\", dependencies: [\(testDependencies)], path: \"\(module.tests)\"\(settings)),")
        }
        let apps = modules.compactMap { module in module.appTarget.map { (module.name, $0) } }
        for (module, folder) in apps {
            let dependencies = (["\"\(module)\""] + standIns.filter { $0 == "\"SwiftUI\"" }).joined(separator: ", ")
            targets.append(".executableTarget(name: \"\(module)AppTarget\", dependencies: [\(dependencies)], path: \"\(folder)\"\(settings)),")
        }
        let targetLines = targets.map { "        " + $0 }.joined(separator: "\n")
        return """
        // swift-tools-version: 6.2
        // Written by scaffold's end-to-end tests around generated code.
        import PackageDescription

        let package = Package(
            name: "Harness",
            platforms: [.macOS(.v14), .iOS(.v17)],
            targets: [
        \(targetLines)
            ],
            swiftLanguageModes: [.v6]
        )

        """
    }
}
