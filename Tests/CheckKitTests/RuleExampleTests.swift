import Foundation
import CheckKit
import XCTest

/// Every rule's own examples, as SwiftLint runs its rule descriptions: a triggering example is reported exactly
/// where its `↓` markers are, and a non-triggering one not at all.
final class RuleExampleTests: XCTestCase {
    func testTriggeringExamplesAreReportedExactlyAtTheirMarkers() throws {
        for rule in RuleCatalog.all {
            let id = rule.description.id
            for (index, example) in rule.description.triggeringExamples.enumerated() {
                let project = ExampleProject(example.files)
                XCTAssertFalse(project.expected.isEmpty, "\(id) triggering example \(index) has no ↓ marker")
                // A violation another rule reports too is reported once, by the more specific rule, naming this one.
                let findings = try project.check(preset: example.preset).findings.filter { $0.ruleID == id || $0.alsoBreaks?.contains(id) == true }
                XCTAssertEqual(
                    Set(findings.map(\.place)), project.expected,
                    "\(id) triggering example \(index) (\(example.preset)): \(findings.map(\.rendered).joined(separator: "\n"))"
                )
                XCTAssertEqual(findings.count, project.expected.count, "\(id) example \(index) reports a place twice")
            }
        }
    }

    func testNonTriggeringExamplesAreNotReported() throws {
        for rule in RuleCatalog.all {
            let id = rule.description.id
            for (index, example) in rule.description.nonTriggeringExamples.enumerated() {
                let findings = try ExampleProject(example.files).check(preset: example.preset).findings
                    .filter { $0.ruleID == id || $0.alsoBreaks?.contains(id) == true }
                XCTAssertEqual(findings.map(\.rendered), [], "\(id) non-triggering example \(index) (\(example.preset))")
            }
        }
    }

    func testEveryRuleHasExamplesForEveryPresetItAppliesTo() {
        for rule in RuleCatalog.all {
            let description = rule.description
            XCTAssertFalse(description.passages.isEmpty, "\(description.id) quotes no document")
            XCTAssertFalse(description.nonTriggeringExamples.isEmpty, "\(description.id) has no non-triggering example")
            for preset in description.presets {
                XCTAssertTrue(
                    description.triggeringExamples.contains { $0.preset == preset },
                    "\(description.id) applies to \(preset) but has no triggering example for it"
                )
            }
            for example in description.triggeringExamples + description.nonTriggeringExamples {
                XCTAssertNotNil(description.passages[example.preset], "\(description.id) has an example for \(example.preset), which it does not apply to")
            }
        }
    }

    func testRuleIDsAreUniqueAndKebabCase() {
        let ids = RuleCatalog.ids
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids {
            XCTAssertTrue(id.allSatisfy { $0.isLowercase || $0 == "-" }, id)
        }
    }

    /// The catalogue is derived from the folder (Plugins/RuleLists): every `…Rule.swift` of it is a rule that runs, and
    /// every rule has a rank of its own, so the order that decides which rule keeps a shared violation is never a tie.
    func testEveryRuleFileIsInTheCatalogueWithARankOfItsOwn() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/CheckKit/Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix("Rule.swift") && $0 != "Rule.swift" }.map { String($0.dropLast(".swift".count)) }
        XCTAssertEqual(Set(RuleCatalog.all.map { String(describing: $0) }), Set(files))
        let ranks = RuleCatalog.all.map { $0.description.rank }
        XCTAssertEqual(Set(ranks).count, ranks.count, "two rules share a rank")
        XCTAssertEqual(ranks, ranks.sorted())
    }
}
