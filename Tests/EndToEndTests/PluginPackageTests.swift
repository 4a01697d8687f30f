import Foundation
import XCTest

/// The SwiftPM plugins, used as a team would: a sample package (Tests/Fixtures/PluginPackage) depends on this
/// repository by path, so SwiftPM builds `scaffold` from source for the plugins. Its test target applies the
/// build-tool plugin and uses mocks nobody wrote; the command plugin then writes committed mocks and checks them.
/// The first build compiles scaffold and its dependencies (swift-syntax, BoringSSL on Linux) in the sample's own build
/// folder: 8 minutes on two cores, a third of `make test`'s budget for what the artifact bundle's test
/// (PluginArtifactBundleTests) proves of the same plugins but the compile. So it is `make plugin-check`, run
/// before every release (.github/workflows/release.yml), not part of `make test`.
final class PluginPackageTests: XCTestCase {
    func testBuildToolPluginMocksTheTestTargetsModulesAndTheCommandPluginWritesCommittedMocks() throws {
        let package = try TemporaryDirectory(prefix: "scaffold-plugins")
        let fixture = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/PluginPackage")
        for folder in ["Sources", "Tests"] {
            try FileManager.default.copyItem(at: fixture.appendingPathComponent(folder), to: package.url.appendingPathComponent(folder))
        }
        let template = try String(contentsOf: fixture.appendingPathComponent("Package.swift.template"), encoding: .utf8)
        _ = try package.write(template.replacingOccurrences(of: "SCAFFOLD_PATH", with: RepositoryPaths.root.path), to: "Package.swift")

        let build = try ProcessRunner.runTool("swift", ["build", "--build-tests"], in: package.url, timeout: 2400)
        XCTAssertEqual(build.exitCode, 0, build.transcript)
        guard build.exitCode == 0 else { return }
        XCTAssertTrue(build.stdout.contains("Generating mocks for GreetingTests"), build.transcript)
        XCTAssertFalse((build.stdout + build.stderr).contains("GeneratedMocks.swift:"), "no warning in the mocks:\n\(build.transcript)")
        let test = try ProcessRunner.runTool("swift", ["test", "--skip-build"], in: package.url, timeout: 600)
        XCTAssertEqual(test.exitCode, 0, test.transcript)
        XCTAssertTrue((test.stdout + test.stderr).contains("Executed 2 tests, with 0 failures"), test.transcript)

        // An edit to the module regenerates the bundle before the next build of the tests.
        let source = package.url.appendingPathComponent("Sources/Greeting/Greeter.swift")
        try (try String(contentsOf: source, encoding: .utf8) + "\n/// @mockable\npublic protocol Later { func tick() }\n")
            .write(to: source, atomically: true, encoding: .utf8)
        let rebuild = try ProcessRunner.runTool("swift", ["build", "--build-tests"], in: package.url, timeout: 1200)
        XCTAssertEqual(rebuild.exitCode, 0, rebuild.transcript)
        let bundles = try FileManager.default.subpathsOfDirectory(atPath: package.url.appendingPathComponent(".build").path)
            .filter { $0.hasSuffix("GeneratedMocks.swift") }
        XCTAssertEqual(bundles.count, 1, "\(bundles)")
        let bundle = try String(contentsOf: package.url.appendingPathComponent(".build/\(bundles[0])"), encoding: .utf8)
        for mock in ["NameStoreMock", "ClockMock", "AuditMock", "LaterMock"] {
            XCTAssertTrue(bundle.contains("class \(mock)"), "\(mock) missing from the bundle:\n\(bundle)")
        }
        XCTAssertFalse(bundle.contains("class AutoMockableMock"), "the marker protocol is never mocked")

        let flags = ["--source", "Sources/Greeting", "--output", "Tests/CommittedMocks", "--testable-import", "Greeting"]
        let command = try ProcessRunner.runTool(
            "swift", ["package", "--allow-writing-to-package-directory", "scaffold-mocks"] + flags, in: package.url, timeout: 1200
        )
        XCTAssertEqual(command.exitCode, 0, command.transcript)
        let written = try FileManager.default.contentsOfDirectory(atPath: package.url.appendingPathComponent("Tests/CommittedMocks").path)
        XCTAssertEqual(written.sorted(), ["AuditMock.swift", "ClockMock.swift", "LaterMock.swift", "NameStoreMock.swift"])
        let check = try ProcessRunner.runTool("swift", ["package", "--allow-writing-to-package-directory", "scaffold-mocks", "--check"] + flags, in: package.url, timeout: 600)
        XCTAssertEqual(check.exitCode, 0, check.transcript)
        XCTAssertTrue(check.stdout.contains("4 mocks up to date"), check.transcript)
    }
}
