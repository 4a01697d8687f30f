import CheckKit
import Foundation
import ScaffoldCore
import XCTest

/// `--sarif` output against the SARIF 2.1.0 schema (sarif-schema-2.1.0.json): every object has the properties
/// the schema requires, no property the schema does not define (its objects allow no others), and values of
/// the kinds and ranges it sets; plus what GitHub code scanning reads (rule help, relative file URIs).
final class SARIFLogTests: XCTestCase {
    /// The schema's properties, for the objects this log writes.
    static let allowed: [String: Set<String>] = [
        "sarifLog": ["$schema", "version", "runs", "inlineExternalProperties", "properties"],
        "run": ["tool", "results", "originalUriBaseIds", "invocations", "artifacts", "columnKind", "properties"],
        "tool": ["driver", "extensions", "properties"],
        "toolComponent": ["name", "semanticVersion", "version", "informationUri", "rules", "properties"],
        "reportingDescriptor": ["id", "name", "shortDescription", "fullDescription", "help", "helpUri", "defaultConfiguration", "properties"],
        "result": ["ruleId", "ruleIndex", "level", "message", "locations", "properties"],
        "physicalLocation": ["artifactLocation", "region", "address", "contextRegion", "properties"],
        "artifactLocation": ["uri", "uriBaseId", "index", "description", "properties"],
        "region": ["startLine", "startColumn", "endLine", "endColumn", "properties"],
    ]

    func testTheLogHasWhatTheSchemaRequiresAndNothingElse() throws {
        let project = ExampleProject([
            "Sources/App/Views/FeedbackView.swift": "struct FeedbackView: View { let store = UserDefaults.standard }",
            "Sources/App/ViewModels/ReminderViewModel.swift": "class ReminderViewModel { var t = \"\"; func validate() -> Bool { t.count > 3 } }",
        ])
        let settings = CheckSettings(rules: [.init(id: "usecase-criteria", level: .off), .init(id: "viewmodel-business-rules", level: .error)])
        let report = try project.check(preset: "layered", settings: settings)
        let data = try JSONEncoder().encode(SARIFLog(report: report, settings: settings, rootURI: "file:///work/project/"))
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])

        try expect(log, is: "sarifLog", requires: ["version", "runs"])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        XCTAssertEqual(log["$schema"] as? String, SARIFLog.schema)
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        let run = runs[0]
        try expect(run, is: "run", requires: ["tool"])
        let tool = try XCTUnwrap(run["tool"] as? [String: Any])
        try expect(tool, is: "tool", requires: ["driver"])
        let driver = try XCTUnwrap(tool["driver"] as? [String: Any])
        try expect(driver, is: "toolComponent", requires: ["name"])
        XCTAssertEqual(driver["name"] as? String, "scaffold")

        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, RuleCatalog.rules(for: "layered").map { $0.description.id }.filter { $0 != "usecase-criteria" },
                       "every rule of the preset that is not off")
        for rule in rules {
            try expect(rule, is: "reportingDescriptor", requires: ["id"])
            for key in ["shortDescription", "fullDescription", "help"] {
                let message = try XCTUnwrap(rule[key] as? [String: Any], key)
                XCTAssertFalse((message["text"] as? String ?? "").isEmpty, "multiformatMessageString requires text")
                XCTAssertEqual(Set(message.keys), key == "help" ? ["text", "markdown"] : ["text"], "Markdown in the help alone")
            }
            let help = try XCTUnwrap(rule["help"] as? [String: Any])
            XCTAssertTrue((help["markdown"] as? String ?? "").contains("000_c7ec1093a6c69dce.txt"), "help quotes the seed")
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            XCTAssertTrue(["none", "note", "warning", "error"].contains(level ?? ""), "\(String(describing: level))")
        }
        XCTAssertEqual(rules.first { $0["id"] as? String == "viewmodel-business-rules" }
            .flatMap { ($0["defaultConfiguration"] as? [String: Any])?["level"] as? String }, "error", "the configured level")

        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, report.findings.count)
        XCTAssertEqual(results.count, 2)
        for result in results {
            try expect(result, is: "result", requires: ["message"])
            XCTAssertFalse(((result["message"] as? [String: Any])?["text"] as? String ?? "").isEmpty)
            XCTAssertEqual((result["message"] as? [String: Any]).map { Set($0.keys) }, ["text"], "a result's message is text alone")
            XCTAssertTrue(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""))
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, result["ruleId"] as? String, "ruleIndex points at the rule")
            let locations = try XCTUnwrap(result["locations"] as? [[String: Any]])
            let physical = try XCTUnwrap(locations.first?["physicalLocation"] as? [String: Any])
            try expect(physical, is: "physicalLocation", requires: ["artifactLocation"])
            let artifact = try XCTUnwrap(physical["artifactLocation"] as? [String: Any])
            try expect(artifact, is: "artifactLocation", requires: [])
            let uri = try XCTUnwrap(artifact["uri"] as? String)
            XCTAssertTrue(uri.hasPrefix("Sources/App/"), "relative to the project root: \(uri)")
            XCTAssertNotNil((run["originalUriBaseIds"] as? [String: Any])?[artifact["uriBaseId"] as? String ?? ""], "the base id is defined")
            let region = try XCTUnwrap(physical["region"] as? [String: Any])
            try expect(region, is: "region", requires: [])
            XCTAssertGreaterThanOrEqual(region["startLine"] as? Int ?? 0, 1)
            XCTAssertGreaterThanOrEqual(region["startColumn"] as? Int ?? 0, 1)
        }
    }

    private func expect(_ object: [String: Any], is kind: String, requires required: Set<String>, line: UInt = #line) throws {
        let allowed = try XCTUnwrap(Self.allowed[kind])
        XCTAssertTrue(required.isSubset(of: Set(object.keys)), "\(kind) lacks \(required.subtracting(object.keys))", line: line)
        XCTAssertTrue(Set(object.keys).isSubset(of: allowed), "\(kind) has \(Set(object.keys).subtracting(allowed)), not in the schema", line: line)
    }
}
