import Foundation
import XCTest

/// Bad input never crashes and never writes: invalid specs exit 65 with located diagnostics, and
/// names that would leave the project root are refused.
final class CLIBadInputTests: XCTestCase {
    func testEmptySpecIsInvalid() throws {
        let workspace = try Workspace("empty-spec")
        let spec = try workspace.writeSpec("", named: "Empty.yml")

        try assertInvalid(workspace.feature(spec: spec), in: workspace, naming: "Empty.yml")
    }

    func testBinaryGarbageIsInvalid() throws {
        let workspace = try Workspace("garbage-spec")
        let spec = try workspace.writeSpec(Self.garbage(count: 512), named: "Garbage.yml")

        try assertInvalid(workspace.feature(spec: spec), in: workspace, naming: "Garbage.yml")
    }

    func testTruncatedYAMLIsInvalidWithItsLocation() throws {
        let workspace = try Workspace("truncated-spec")
        let spec = try workspace.writeSpec("feature: Note\nfields:\n  - { name: title, type: Str", named: "Truncated.yml")

        let output = try workspace.feature(spec: spec)

        try assertInvalid(output, in: workspace, naming: "Truncated.yml")
        XCTAssertNotNil(output.stderr.range(of: #"Truncated\.yml:\d+:\d+"#, options: .regularExpression), output.transcript)
    }

    func testMisspelledKeyIsInvalidWithLocationAndSuggestion() throws {
        let workspace = try Workspace("typo-spec")
        let spec = try workspace.writeSpec("feature: Note\nfeilds:\n  - { name: title, type: String }\n", named: "Typo.yml")

        let output = try workspace.feature(spec: spec)

        try assertInvalid(output, in: workspace, naming: "Typo.yml")
        XCTAssertTrue(output.stderr.contains("Typo.yml:2:1"), "the unknown key is on line 2, column 1:\n\(output.transcript)")
        XCTAssertTrue(output.stderr.contains("did you mean"), output.transcript)
        XCTAssertTrue(output.stderr.contains("fields"), output.transcript)
    }

    func testFeatureNameLeavingTheRootIsRefused() throws {
        let workspace = try Workspace("escape-name")
        let neighbours = try Self.entries(beside: workspace.directory.url)

        let output = try workspace.run(["feature", "../Escape", "name:String", "--root", "project"])

        XCTAssertNotEqual(output.exitCode, 0, output.transcript)
        try assertNothingWritten(in: workspace, neighbours: neighbours)
    }

    func testSpecFeatureNameLeavingTheRootIsRefused() throws {
        let workspace = try Workspace("escape-spec")
        let spec = try workspace.writeSpec("feature: ../../Escape\nfields:\n  - { name: name, type: String }\n", named: "Escape.yml")
        let neighbours = try Self.entries(beside: workspace.directory.url)

        let output = try workspace.feature(spec: spec)

        XCTAssertNotEqual(output.exitCode, 0, output.transcript)
        try assertNothingWritten(in: workspace, neighbours: neighbours, besides: ["specs/Escape.yml"])
    }

    // MARK: - Helpers

    private func assertInvalid(_ output: ProcessOutput, in workspace: Workspace, naming file: String,
                               line: UInt = #line) throws {
        XCTAssertEqual(output.exitCode, 65, output.transcript, line: line)
        XCTAssertTrue(output.stderr.hasPrefix("scaffold: error:"), output.transcript, line: line)
        XCTAssertTrue(output.stderr.contains(file), "the diagnostic should name \(file):\n\(output.transcript)", line: line)
        XCTAssertTrue(try workspace.projectSnapshot().isEmpty, "an invalid spec wrote files", line: line)
    }

    /// Nothing in the workspace but the given files, and nothing new next to it.
    private func assertNothingWritten(in workspace: Workspace, neighbours: Set<String>, besides expected: Set<String> = [],
                                      line: UInt = #line) throws {
        let written = Set(try TreeSnapshot(of: workspace.directory.url).paths)
        XCTAssertEqual(written, expected, "files were written", line: line)
        let added = try Self.entries(beside: workspace.directory.url).subtracting(neighbours)
        XCTAssertTrue(added.filter { $0.contains("Escape") }.isEmpty, "written outside the workspace: \(added)", line: line)
    }

    /// Names in the folder that holds `directory`.
    private static func entries(beside directory: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: directory.deletingLastPathComponent().path))
    }

    /// Bytes that are not text in any encoding a spec could use, from a fixed seed so runs repeat.
    static func garbage(count: Int) -> Data {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var bytes = [UInt8](repeating: 0, count: count)
        for index in bytes.indices {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes[index] = UInt8(truncatingIfNeeded: state >> 56)
        }
        // An invalid UTF-8 sequence and a NUL up front (and no byte-order mark that would make it UTF-16).
        bytes[0] = 0xC3
        bytes[1] = 0x28
        bytes[2] = 0x00
        return Data(bytes)
    }
}
