import Foundation
import XCTest

/// The plugins over a prebuilt scaffold, as a team on Linux uses them: the sample package (Tests/Fixtures/PluginPackage)
/// depends on `scaffold-plugins` (Scripts/plugin-package.sh) holding an artifact bundle of the built binary
/// (Scripts/artifactbundle.sh) instead of on this repository, so its first build compiles its own two targets and
/// nothing of scaffold: no swift-syntax.
final class PluginArtifactBundleTests: XCTestCase {
    func testASamplePackagesPluginsRunTheArtifactBundlesBinary() throws {
        let work = try TemporaryDirectory(prefix: "scaffold-bundle")
        let bundle = work.url.appendingPathComponent("scaffold.artifactbundle")
        let plugins = work.url.appendingPathComponent("scaffold-plugins")
        let scripts = RepositoryPaths.root.appendingPathComponent("Scripts")
        let assembled = try ProcessRunner.runTool(
            "bash", [scripts.appendingPathComponent("artifactbundle.sh").path, "--output", bundle.path, try ScaffoldBinary.locate().url.path]
        )
        XCTAssertEqual(assembled.exitCode, 0, assembled.transcript)
        let packaged = try ProcessRunner.runTool(
            "bash", [scripts.appendingPathComponent("plugin-package.sh").path, "--output", plugins.path, "--bundle", bundle.path]
        )
        XCTAssertEqual(packaged.exitCode, 0, packaged.transcript)
        let info = try String(contentsOf: plugins.appendingPathComponent("scaffold.artifactbundle/info.json"), encoding: .utf8)
        XCTAssertTrue(info.contains("\"type\": \"executable\"") && info.contains("-unknown-linux-gnu\""), info)

        let sample = try samplePackage(in: work, plugins: plugins)
        let build = try ProcessRunner.runTool("swift", ["build", "--build-tests"], in: sample, timeout: 1200)
        XCTAssertEqual(build.exitCode, 0, build.transcript)
        XCTAssertTrue(build.stdout.contains("Generating mocks for GreetingTests"), build.transcript)
        for compiled in ["SwiftSyntax", "MockGenerator", "Compiling scaffold"] {
            XCTAssertFalse(build.stdout.contains(compiled), "the sample compiled \(compiled):\n\(build.transcript)")
        }
        let test = try ProcessRunner.runTool("swift", ["test", "--skip-build"], in: sample, timeout: 600)
        XCTAssertEqual(test.exitCode, 0, test.transcript)
        XCTAssertTrue((test.stdout + test.stderr).contains("Executed 2 tests, with 0 failures"), test.transcript)

        let flags = ["--source", "Sources/Greeting", "--output", "Tests/CommittedMocks", "--testable-import", "Greeting"]
        let command = try ProcessRunner.runTool(
            "swift", ["package", "--allow-writing-to-package-directory", "scaffold-mocks"] + flags, in: sample, timeout: 600
        )
        XCTAssertEqual(command.exitCode, 0, command.transcript)
        let written = try FileManager.default.contentsOfDirectory(atPath: sample.appendingPathComponent("Tests/CommittedMocks").path)
        XCTAssertEqual(written.sorted(), ["AuditMock.swift", "ClockMock.swift", "NameStoreMock.swift"])
    }

    /// Tests/Fixtures/PluginPackage with `scaffold-plugins` at `plugins` in place of this repository.
    private func samplePackage(in work: TemporaryDirectory, plugins: URL) throws -> URL {
        let sample = try work.directory("Greeting")
        let fixture = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/PluginPackage")
        for folder in ["Sources", "Tests"] {
            try FileManager.default.copyItem(at: fixture.appendingPathComponent(folder), to: sample.appendingPathComponent(folder))
        }
        let manifest = try String(contentsOf: fixture.appendingPathComponent("Package.swift.template"), encoding: .utf8)
            .replacingOccurrences(of: #".package(name: "scaffold", path: "SCAFFOLD_PATH")"#, with: ".package(path: \"\(plugins.path)\")")
            .replacingOccurrences(of: #"package: "scaffold")"#, with: #"package: "scaffold-plugins")"#)
        XCTAssertTrue(manifest.contains("scaffold-plugins\")"), manifest)
        try manifest.write(to: sample.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        return sample
    }
}
