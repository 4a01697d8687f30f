import Foundation
import TextDiffTesting
import XCTest

/// Compares a generated tree with its recorded copy under Tests/Fixtures/Golden, file by file.
///
/// `SCAFFOLD_RECORD=1` replaces the recorded copy with the generated tree and still fails, so a
/// recording run can never pass by accident.
enum GoldenTree {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["SCAFFOLD_RECORD"] == "1" }

    static func assertMatches(_ generated: URL, golden: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        if isRecording {
            try record(generated, into: golden)
            XCTFail("recorded \(golden.path); re-run without SCAFFOLD_RECORD", file: file, line: line)
            return
        }
        guard FileManager.default.fileExists(atPath: golden.path) else {
            XCTFail("no golden tree at \(golden.path); record it with SCAFFOLD_RECORD=1 swift test --filter GoldenTests",
                    file: file, line: line)
            return
        }
        let expected = try TreeSnapshot(of: golden)
        let actual = try TreeSnapshot(of: generated)
        let missing = expected.paths.filter { actual.files[$0] == nil }
        let extra = actual.paths.filter { expected.files[$0] == nil }
        let differing = actual.paths.filter { path in
            expected.files[path].map { $0.contents != actual.files[path]?.contents } ?? false
        }
        guard !(missing.isEmpty && extra.isEmpty && differing.isEmpty) else { return }

        var report = ["generated tree differs from \(golden.path) (re-record with SCAFFOLD_RECORD=1 if intended)"]
        report += section("missing (in golden, not generated)", missing)
        report += section("unexpected (generated, not in golden)", extra)
        report += section("differing", differing)
        for path in differing.prefix(3) {
            report.append(try unifiedDiff(path, expected: golden, actual: generated))
        }
        XCTFail(report.joined(separator: "\n"), file: file, line: line)
    }

    private static func section(_ title: String, _ paths: [String]) -> [String] {
        guard !paths.isEmpty else { return [] }
        let shown = paths.prefix(20).map { "  \($0)" }
        return ["\(title): \(paths.count)"] + shown + (paths.count > 20 ? ["  …"] : [])
    }

    private static func unifiedDiff(_ path: String, expected: URL, actual: URL) throws -> String {
        let old = try String(decoding: Data(contentsOf: expected.appendingPathComponent(path)), as: UTF8.self)
        let new = try String(decoding: Data(contentsOf: actual.appendingPathComponent(path)), as: UTF8.self)
        return textDifference(new, old, path) ?? "(no textual diff for \(path))"
    }

    private static func record(_ generated: URL, into golden: URL) throws {
        let manager = FileManager.default
        if manager.fileExists(atPath: golden.path) {
            try manager.removeItem(at: golden)
        }
        try manager.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.copyItem(at: generated, to: golden)
    }
}
