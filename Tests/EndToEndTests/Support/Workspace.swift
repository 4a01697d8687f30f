import Foundation
import XCTest

/// A temporary working directory holding `specs/` and an empty `project/` root, where `scaffold` runs
/// with relative paths (so nothing it writes can depend on the temporary directory's name).
final class Workspace {
    let directory: TemporaryDirectory
    let binary: ScaffoldBinary

    /// The project root passed as `--root project`.
    var project: URL { directory.path("project") }

    init(_ prefix: String) throws {
        directory = try TemporaryDirectory(prefix: prefix)
        binary = try ScaffoldBinary.locate()
        _ = try directory.directory("project")
    }

    /// Copies a fixture spec to `specs/<name>` and returns its relative path. Suite parts generate on several
    /// threads and share the fixtures: a copy is written once, under a lock, and never rewritten while a scaffold
    /// run of another part may be reading it.
    func copyFixture(_ name: String) throws -> String {
        try fixtureLock.withLock {
            let text = try String(contentsOf: RepositoryPaths.spec(name), encoding: .utf8)
            let relative = "specs/\(name)"
            if (try? String(contentsOf: directory.path(relative), encoding: .utf8)) == text { return relative }
            return try writeSpec(text, named: name)
        }
    }

    private let fixtureLock = NSLock()

    /// Writes a spec to `specs/<name>` and returns its relative path.
    @discardableResult
    func writeSpec(_ text: String, named name: String) throws -> String {
        try directory.write(text, to: "specs/\(name)")
        return "specs/\(name)"
    }

    @discardableResult
    func writeSpec(_ data: Data, named name: String) throws -> String {
        try directory.write(data, to: "specs/\(name)")
        return "specs/\(name)"
    }

    /// Runs `scaffold <arguments>` in the workspace.
    func run(_ arguments: [String]) throws -> ProcessOutput {
        try binary.run(arguments, in: directory.url)
    }

    /// `scaffold feature --spec <spec> --preset <preset> --root project <extra>`.
    func feature(spec: String, preset: Preset = .layered, _ extra: [String] = []) throws -> ProcessOutput {
        try run(["feature", "--spec", spec, "--preset", preset.rawValue, "--root", "project"] + extra)
    }

    /// Generates fixture specs in order into `project/`, failing the test (with the transcript) on error.
    /// Returns false when a generation failed.
    func generateFixtures(_ names: [String], preset: Preset, file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
        for name in names {
            let output = try feature(spec: copyFixture(name), preset: preset)
            guard output.exitCode == 0 else {
                XCTFail("generating \(name) with preset \(preset.rawValue) failed:\n\(output.transcript)", file: file, line: line)
                return false
            }
        }
        return true
    }

    /// `project/Sources/App/File<n>.swift` for n below `files`, each with three `/// @mockable` protocols (a
    /// dictionary property and an async throwing method): a cold `scaffold mocks` of 3 × `files` mocks.
    func writeMockableSources(files: Int) throws {
        for file in 0..<files {
            var text = "import Foundation\n"
            for index in 0..<3 {
                text += "/// @mockable\nprotocol Service\(file)x\(index) {\n"
                text += "    var value\(index): [String: Int] { get set }\n    func load\(index)(id: Int) async throws -> String\n}\n"
            }
            try directory.write(text, to: "project/Sources/App/File\(file).swift")
        }
    }

    /// The writer's hidden temps (`.<name>.scaffold-tmp-<random>`) anywhere under `root`.
    static func leftoverTemps(under root: URL) -> [String] {
        let walker = FileManager.default.enumerator(atPath: root.path)
        var found: [String] = []
        while let path = walker?.nextObject() as? String {
            if (path as NSString).lastPathComponent.contains(".scaffold-tmp-") { found.append(path) }
        }
        return found
    }

    /// Every file under the project root.
    func projectSnapshot() throws -> TreeSnapshot {
        try TreeSnapshot(of: project)
    }
}
