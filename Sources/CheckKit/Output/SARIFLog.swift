import Foundation
import ScaffoldCore

/// A check as SARIF 2.1.0, the format GitHub code scanning reads: one run whose tool lists every rule the
/// preset applies (with its seed passage as help) and whose results point at files relative to the project root.
public struct SARIFLog: Encodable, Sendable {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    let schema = SARIFLog.schema
    let version = "2.1.0"
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }

    /// `rootURI` is the project root as an absolute `file://` URI ending in `/`: relative paths resolve against it.
    public init(report: CheckReport, settings: CheckSettings, rootURI: String) {
        let rules = RuleCatalog.rules(for: report.preset).filter { settings.level(of: $0.description.id) != .off }
        let descriptors = rules.map { rule in
            ReportingDescriptor(rule.description, preset: report.preset, level: settings.level(of: rule.description.id))
        }
        let index = Dictionary(uniqueKeysWithValues: descriptors.enumerated().map { ($1.id, $0) })
        let results = report.findings.map { finding in
            Result(
                ruleId: finding.ruleID, ruleIndex: index[finding.ruleID] ?? -1, level: finding.severity.rawValue,
                message: Message(text: finding.message + ". " + finding.passage.rendered + ". Hint: " + finding.hint),
                locations: [Location(physicalLocation: PhysicalLocation(
                    artifactLocation: ArtifactLocation(uri: finding.file, uriBaseId: "PROJECTROOT"),
                    region: Region(startLine: finding.line, startColumn: finding.column)
                ))]
            )
        }
        runs = [Run(
            tool: Tool(driver: ToolComponent(
                name: "scaffold", semanticVersion: ScaffoldVersion.current, rules: descriptors
            )),
            originalUriBaseIds: ["PROJECTROOT": ArtifactLocation(uri: rootURI, uriBaseId: nil)],
            results: results
        )]
    }

    struct Run: Encodable, Sendable {
        let tool: Tool
        let originalUriBaseIds: [String: ArtifactLocation]
        let results: [Result]
    }

    struct Tool: Encodable, Sendable {
        let driver: ToolComponent
    }

    struct ToolComponent: Encodable, Sendable {
        let name: String
        let semanticVersion: String
        let rules: [ReportingDescriptor]
    }

    /// A rule: its id, a short and a full description, help (the passage and the hint), its level.
    struct ReportingDescriptor: Encodable, Sendable {
        let id: String
        let name: String
        let shortDescription: Message
        let fullDescription: Message
        let help: Message
        let defaultConfiguration: Configuration
        let properties: Properties

        init(_ description: RuleDescription, preset: String, level: CheckSettings.Level?) {
            let passage = description.passages[preset] ?? description.passages.values.first
            id = description.id
            name = description.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            shortDescription = Message(text: description.summary)
            fullDescription = Message(text: description.summary + " " + (passage?.rendered ?? ""))
            let quote = passage.map { $0.quote.map { "> \($0)" }.joined(separator: "\n>\n") } ?? ""
            help = Message(
                text: (passage?.rendered ?? "") + "\nHint: " + description.hint,
                markdown: "**\(description.summary)**\n\nFrom `\(passage?.document ?? "")`, *\(passage?.section ?? "")*:\n\n\(quote)\n\n"
                    + "Fix: \(description.hint)."
            )
            defaultConfiguration = Configuration(level: level.map(\.rawValue) ?? description.defaultSeverity.rawValue)
            properties = Properties(tags: ["architecture", preset])
        }
    }

    struct Configuration: Encodable, Sendable {
        let level: String
    }

    struct Properties: Encodable, Sendable {
        let tags: [String]
    }

    /// SARIF's message: plain text, and Markdown where the reader may render it (a rule's help); a message without
    /// Markdown is written without the key.
    struct Message: Encodable, Sendable {
        let text: String
        var markdown: String?
    }

    struct Result: Encodable, Sendable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Message
        let locations: [Location]
    }

    struct Location: Encodable, Sendable {
        let physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable, Sendable {
        let artifactLocation: ArtifactLocation
        let region: Region
    }

    struct ArtifactLocation: Encodable, Sendable {
        let uri: String
        let uriBaseId: String?
    }

    struct Region: Encodable, Sendable {
        let startLine: Int
        let startColumn: Int
    }
}
