import CheckKit
import Foundation
import ScaffoldCore
import XCTest

/// `Tests/Fixtures/Check/<preset>/`: a small app per preset that breaks each of the preset's rules exactly once
/// (each break marked by a `// Breaks <rule-id>` comment) among code that follows the document (marked
/// `Not a break`). Every break is reported once, on the line after its comment (for a declaration, the line its
/// attributes start on), and nothing else is reported.
final class FixtureProjectTests: XCTestCase {
    static let fixtures: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("Tests/Fixtures/Check")
    }()

    func testEachRuleIsReportedExactlyOncePerBreakAndNothingElse() throws {
        for preset in Preset.all {
            let root = Self.fixtures.appendingPathComponent(preset.name)
            let config = try XCTUnwrap(ProjectConfig.load(root: root), preset.name)
            let run = try CheckPipeline.run(CheckConfiguration(
                root: root, preset: config.resolvedPreset(), roots: config.roots, settings: config.check,
                sources: [root.appendingPathComponent(config.roots.sources)], useCache: false
            ))
            let report = run.report
            XCTAssertEqual(run.cache, [:], "no cache without useCache")
            XCTAssertEqual(report.problems.map(\.rendered), [], preset.name)

            let rules = RuleCatalog.rules(for: preset.name).map { $0.description.id }
            XCTAssertEqual(report.findings.map(\.ruleID).sorted(), rules.sorted(), "\(preset.name): each rule once:\n"
                + report.findings.map(\.rendered).joined(separator: "\n"))

            let marked = try Self.markedBreaks(in: root)
            XCTAssertEqual(Set(marked.map(\.ruleID)), Set(rules), "\(preset.name): the fixture marks one break per rule")
            XCTAssertEqual(
                Set(report.findings.map { "\($0.ruleID) \($0.file):\($0.startLine ?? $0.line)" }), Set(marked.map { "\($0.ruleID) \($0.file):\($0.line)" }),
                "\(preset.name): every finding is on the line after its `// Breaks` comment"
            )
        }
    }

    /// `// Breaks rule-id…` comments (in `under`, `Sources` by default): the rule and the line below the comment,
    /// where the finding belongs.
    static func markedBreaks(in root: URL, under folder: String = "Sources") throws -> [(ruleID: String, file: String, line: Int)] {
        var marks: [(String, String, Int)] = []
        let sources = folder.isEmpty ? root : root.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for url in files where url.pathExtension == "swift" {
            let path = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                guard let range = line.range(of: "// Breaks ") else { continue }
                let id = line[range.upperBound...].prefix { $0.isLetter || $0 == "-" }
                marks.append((String(id), path, index + 2))
            }
        }
        return marks
    }
}
