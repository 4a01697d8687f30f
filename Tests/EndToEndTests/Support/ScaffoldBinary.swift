import Foundation
import XCTest

/// The built `scaffold` executable, run as a user would.
struct ScaffoldBinary {
    let url: URL

    /// Finds the binary next to the test bundle (SwiftPM puts both in the same build folder), or at
    /// `SCAFFOLD_BINARY`; throws with a hint when it has not been built.
    static func locate() throws -> ScaffoldBinary {
        let manager = FileManager.default
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["SCAFFOLD_BINARY"] {
            candidates.append(URL(fileURLWithPath: override))
        }
        let bundleFolder = Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent()
        candidates.append(bundleFolder.appendingPathComponent("scaffold"))
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("scaffold"))
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("scaffold"))
        }
        candidates.append(RepositoryPaths.root.appendingPathComponent(".build/debug/scaffold"))
        if let found = candidates.first(where: { manager.isExecutableFile(atPath: $0.path) }) {
            return ScaffoldBinary(url: found)
        }
        let tried = candidates.map(\.path).joined(separator: ", ")
        throw HarnessError("scaffold binary not found (tried \(tried)); run `make test-build` (swift build --product scaffoldPackageTests) first")
    }

    /// Runs `scaffold` with `arguments` in `directory`.
    func run(_ arguments: [String], in directory: URL? = nil, timeout: TimeInterval = 120) throws -> ProcessOutput {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        return try ProcessRunner.run(url, arguments, in: directory, environment: environment, timeout: timeout)
    }

    /// Runs `scaffold` and fails the test (with the transcript) unless it exits 0.
    @discardableResult
    func succeed(_ arguments: [String], in directory: URL? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> ProcessOutput {
        let output = try run(arguments, in: directory)
        XCTAssertEqual(output.exitCode, 0, "scaffold \(arguments.joined(separator: " ")) failed:\n\(output.transcript)", file: file, line: line)
        return output
    }
}

/// Anchors `Bundle(for:)` to the test bundle.
private final class BundleMarker {}
