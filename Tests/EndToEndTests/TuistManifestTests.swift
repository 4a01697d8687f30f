import Foundation
import XCTest

/// `scaffold init --project tuist`: Project.swift and Tuist.swift type-check against the ProjectDescription
/// stand-in (Tests/Support/StandIns/ProjectDescription, documented in Tests/Support/README.md) in Swift 6 mode with
/// warnings as errors, for both isolations; and code Tuist rejects is rejected by the stand-in too.
final class TuistManifestTests: XCTestCase {
    private let standIn = RepositoryPaths.standIns.appendingPathComponent("ProjectDescription")

    /// Builds the stand-in module once into `folder`; returns the folder to pass as `-I`.
    private func buildStandIn(in folder: URL) throws -> URL {
        let sources = try FileManager.default.contentsOfDirectory(at: standIn, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.map(\.path).sorted()
        let output = try ProcessRunner.runTool("swiftc", [
            "-emit-module", "-parse-as-library", "-module-name", "ProjectDescription", "-swift-version", "6",
            "-warnings-as-errors", "-emit-module-path", folder.appendingPathComponent("ProjectDescription.swiftmodule").path,
        ] + sources, in: folder, timeout: 300)
        XCTAssertEqual(output.exitCode, 0, "the stand-in does not build:\n\(output.transcript)")
        return folder
    }

    private func typeCheck(_ manifest: URL, against modules: URL) throws -> ProcessOutput {
        try ProcessRunner.runTool("swiftc", [
            "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", modules.path, manifest.path,
        ], timeout: 300)
    }

    func testTheManifestsTypeCheckAgainstProjectDescriptionForBothIsolations() throws {
        let workspace = try Workspace("init-tuist")
        let modules = try buildStandIn(in: try workspace.directory.directory("modules"))
        for isolation in ["nonisolated", "mainActor"] {
            let root = "demo-\(isolation)"
            let output = try workspace.run(["init", "Demo", "--preset", "features", "--project", "tuist", "--isolation", isolation, "--root", root])
            XCTAssertEqual(output.exitCode, 0, output.transcript)
            for manifest in ["Project.swift", "Tuist.swift"] {
                let file = workspace.directory.path("\(root)/\(manifest)")
                let check = try typeCheck(file, against: modules)
                XCTAssertEqual(check.exitCode, 0, "\(isolation) \(manifest) does not type-check:\n\(check.transcript)")
            }
            let project = try String(contentsOf: workspace.directory.path("\(root)/Project.swift"), encoding: .utf8)
            XCTAssertEqual(project.contains("\"SWIFT_DEFAULT_ACTOR_ISOLATION\": \"MainActor\","), isolation == "mainActor", project)
        }
    }

    func testCodeTuistRejectsIsRejectedByTheStandIn() throws {
        let workspace = try Workspace("tuist-rejected")
        let modules = try buildStandIn(in: try workspace.directory.directory("modules"))
        let folder = RepositoryPaths.standIns.appendingPathComponent("ProjectDescriptionRejected")
        let snippets = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        XCTAssertFalse(snippets.isEmpty)
        for snippet in snippets {
            let firstLine = try String(contentsOf: snippet, encoding: .utf8).prefix { $0 != "\n" }
            XCTAssertTrue(firstLine.hasPrefix("// expect: "), "\(snippet.lastPathComponent) must start with `// expect: <message>`")
            let expected = firstLine.dropFirst("// expect: ".count)
            let result = try typeCheck(snippet, against: modules)
            XCTAssertNotEqual(result.exitCode, 0, "\(snippet.lastPathComponent) type-checked but Tuist rejects it")
            XCTAssertTrue(result.stderr.contains(expected) || result.stdout.contains(expected),
                          "\(snippet.lastPathComponent): expected \"\(expected)\" in\n\(result.transcript)")
        }
    }
}
