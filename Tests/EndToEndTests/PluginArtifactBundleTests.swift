import Foundation
import XCTest

/// The plugins over a prebuilt scaffold, as a team uses them (Docs/Mocks.md): the sample package
/// (Tests/Fixtures/PluginPackage) depends on `scaffold-plugins` (Scripts/plugin-package.sh) holding an artifact
/// bundle of the built binary (Scripts/artifactbundle.sh), so its first build compiles its own two targets and
/// nothing of scaffold: no swift-syntax. Its test target applies the build-tool plugin and uses mocks nobody wrote,
/// an edit regenerates them, and the command plugin writes committed mocks and checks them. The same plugins built
/// from source (PluginPackageTests) are `make plugin-check`.
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
        XCTAssertFalse((build.stdout + build.stderr).contains("GeneratedMocks.swift:"), "no warning in the mocks:\n\(build.transcript)")
        let test = try ProcessRunner.runTool("swift", ["test", "--skip-build"], in: sample, timeout: 600)
        XCTAssertEqual(test.exitCode, 0, test.transcript)
        XCTAssertTrue((test.stdout + test.stderr).contains("Executed 2 tests, with 0 failures"), test.transcript)

        // An edit to the module regenerates the bundle before the next build of the tests.
        let source = sample.appendingPathComponent("Sources/Greeting/Greeter.swift")
        try (try String(contentsOf: source, encoding: .utf8) + "\n/// @mockable\npublic protocol Later { func tick() }\n")
            .write(to: source, atomically: true, encoding: .utf8)
        let rebuild = try ProcessRunner.runTool("swift", ["build", "--build-tests"], in: sample, timeout: 1200)
        XCTAssertEqual(rebuild.exitCode, 0, rebuild.transcript)
        let bundles = try FileManager.default.subpathsOfDirectory(atPath: sample.appendingPathComponent(".build").path)
            .filter { $0.hasSuffix("GeneratedMocks.swift") }
        XCTAssertEqual(bundles.count, 1, "\(bundles)")
        let mocks = try String(contentsOf: sample.appendingPathComponent(".build/\(bundles[0])"), encoding: .utf8)
        for mock in ["NameStoreMock", "ClockMock", "AuditMock", "LaterMock"] {
            XCTAssertTrue(mocks.contains("class \(mock)"), "\(mock) missing from the bundle:\n\(mocks)")
        }
        XCTAssertFalse(mocks.contains("class AutoMockableMock"), "the marker protocol is never mocked")

        let flags = ["--source", "Sources/Greeting", "--output", "Tests/CommittedMocks", "--testable-import", "Greeting"]
        let command = try ProcessRunner.runTool(
            "swift", ["package", "--allow-writing-to-package-directory", "scaffold-mocks"] + flags, in: sample, timeout: 600
        )
        XCTAssertEqual(command.exitCode, 0, command.transcript)
        let written = try FileManager.default.contentsOfDirectory(atPath: sample.appendingPathComponent("Tests/CommittedMocks").path)
        XCTAssertEqual(written.sorted(), ["AuditMock.swift", "ClockMock.swift", "LaterMock.swift", "NameStoreMock.swift"])
        let check = try ProcessRunner.runTool(
            "swift", ["package", "--allow-writing-to-package-directory", "scaffold-mocks", "--check"] + flags, in: sample, timeout: 600
        )
        XCTAssertEqual(check.exitCode, 0, check.transcript)
        XCTAssertTrue(check.stdout.contains("4 mocks up to date"), check.transcript)
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
