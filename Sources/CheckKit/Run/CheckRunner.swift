import Foundation
import ScaffoldCore

/// What one file gives the report, whatever the settings: findings with each rule's default severity, the records
/// of cross-file rules, its problems and its ignore comments.
public struct FileOutput: Codable, Hashable, Sendable {
    /// False for a file that does not parse (its problem says so).
    public var checked = true
    public var findings: [Finding] = []
    public var records: [RuleRecord] = []
    public var problems: [Diagnostic] = []
    public var ignores: [IgnoreComment] = []

    init(checked: Bool = true, findings: [Finding] = [], records: [RuleRecord] = [], problems: [Diagnostic] = [], ignores: [IgnoreComment] = []) {
        self.checked = checked
        self.findings = findings
        self.records = records
        self.problems = problems
        self.ignores = ignores
    }

    enum CodingKeys: String, CodingKey { case checked, findings, records, problems, ignores }

    // Most files have nothing to say: empty lists are left out of the cache.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        checked = try container.decodeIfPresent(Bool.self, forKey: .checked) ?? true
        findings = try container.decodeIfPresent([Finding].self, forKey: .findings) ?? []
        records = try container.decodeIfPresent([RuleRecord].self, forKey: .records) ?? []
        problems = try container.decodeIfPresent([Diagnostic].self, forKey: .problems) ?? []
        ignores = try container.decodeIfPresent([IgnoreComment].self, forKey: .ignores) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if !checked { try container.encode(false, forKey: .checked) }
        if !findings.isEmpty { try container.encode(findings, forKey: .findings) }
        if !records.isEmpty { try container.encode(records, forKey: .records) }
        if !problems.isEmpty { try container.encode(problems, forKey: .problems) }
        if !ignores.isEmpty { try container.encode(ignores, forKey: .ignores) }
    }
}

/// `scaffold check` as a pure function: Swift sources and settings in, findings out. Reads and writes nothing.
public enum CheckRunner {
    /// Every file parsed and checked at once: `sources` maps root-relative paths to their text.
    public static func run(
        _ sources: [String: String], preset: Preset, roots: ProjectRoots, settings: CheckSettings, only: Set<String>? = nil
    ) -> CheckReport {
        let exclusion = PathExclusion(settings.exclude)
        let placement = CheckContext(preset: preset, roots: roots, settings: settings).holding(sources.keys)
        let manifests = sources.filter { CheckPipeline.isManifest($0.key) }.map { (path: $0.key, text: $0.value) }
        let files = sources.keys.sorted().filter { !exclusion.excludes($0) && !CheckPipeline.isManifest($0) }.map { path in
            (place: placement.layers.place(path), bytes: Array(sources[path]!.utf8))
        }.filter { $0.place.layer != .tests }
        let index = placement.index(files.map { ($0.place, SummarySource.summary(of: $0.bytes)) }, manifests: manifests)
        var outputs: [String: FileOutput] = [:]
        for file in files {
            outputs[file.place.path] = FileCheck.run(ParsedSource(Data(file.bytes)), place: file.place, preset: preset, index: index).output
        }
        return report(outputs, preset: preset, settings: settings, only: only)
    }

    /// The report from every file's output: cross-file findings, then the settings (levels, `off`), the ignore
    /// comments and the reported paths (`only`, nil for all), then one finding per violation.
    public static func report(_ outputs: [String: FileOutput], preset: Preset, settings: CheckSettings, only: Set<String>? = nil) -> CheckReport {
        let reported = { (path: String) in only?.contains(path) ?? true }
        let records = outputs.values.flatMap(\.records)
        var findings = outputs.values.flatMap(\.findings)
        for rule in RuleCatalog.rules(for: preset.name) { findings += rule.check(records: records, preset: preset.name) }
        findings = findings.compactMap { finding in
            let level = settings.level(of: finding.ruleID)
            guard level != .off, reported(finding.file), !isIgnored(finding, by: outputs[finding.file]?.ignores ?? []) else { return nil }
            var finding = finding
            if let level, let severity = Finding.Severity(rawValue: level.rawValue) { finding.severity = severity }
            return finding
        }
        let problems = outputs.filter { reported($0.key) }.values.flatMap(\.problems) + notApplying(settings, preset: preset)
        return CheckReport(
            preset: preset.name, findings: OneFindingPerViolation.fold(findings).sorted(by: Finding.ordered),
            problems: problems.sorted { ($0.location?.file ?? "", $0.location?.line ?? 0) < ($1.location?.file ?? "", $1.location?.line ?? 0) },
            filesChecked: outputs.count { reported($0.key) && $0.value.checked }
        )
    }

    /// A comment `// scaffold:ignore <id>` (or `all`) on a line from the declaration's first line to the finding's.
    private static func isIgnored(_ finding: Finding, by comments: [IgnoreComment]) -> Bool {
        let lines = (finding.startLine ?? finding.line)...finding.line
        return comments.contains { comment in
            lines.contains(comment.line) && (comment.rules.contains(finding.ruleID) || comment.rules.contains("all"))
        }
    }

    /// A configured level for a rule whose documents do not back this preset does nothing; say so.
    private static func notApplying(_ settings: CheckSettings, preset: Preset) -> [Diagnostic] {
        settings.rules.compactMap { setting in
            guard let rule = RuleCatalog.rule(setting.id), rule.description.passages[preset.name] == nil else { return nil }
            return Diagnostic(
                .warning, "rule `\(setting.id)` does not apply to the \(preset.name) preset; its setting has no effect",
                at: setting.location, keyPath: "check.rules",
                hint: "it enforces the document of \(rule.description.presets.joined(separator: ", ")); remove the line"
            )
        }
    }
}

/// Several rules can see one violation: a view model holding `DefaultNoteRepository` uses a repository, holds a
/// concrete type and names Data from Presentation. Findings of different rules on one line about one subject are
/// folded into the one whose rule comes first in `RuleCatalog.all` (the most specific), naming the others. And one
/// rule's findings about one subject in one type are one violation wherever the type's extensions are
/// (`SettingsView` keeps `@AppStorage` and clears UserDefaults in `SettingsView+Reset.swift`): the one in the file
/// named after the type is kept, else the first.
enum OneFindingPerViolation {
    static func fold(_ findings: [Finding]) -> [Finding] {
        onePerOwner(onePerLine(findings))
    }

    private static func onePerOwner(_ findings: [Finding]) -> [Finding] {
        var kept: [Finding] = []
        var byOwner: [String: Int] = [:]
        let named = { (finding: Finding) -> Bool in
            let file = finding.file.split(separator: "/").last.map { $0.dropLast(".swift".count) } ?? ""
            return finding.owner.map { $0.split(separator: ".").last.map(String.init) == String(file) } ?? false
        }
        for finding in findings.sorted(by: Finding.ordered) {
            guard let owner = finding.owner, let subject = finding.subject else {
                kept.append(finding)
                continue
            }
            let key = "\(finding.ruleID)\u{0}\(owner)\u{0}\(subject)"
            if let first = byOwner[key] {
                if named(finding), !named(kept[first]) { kept[first] = finding }
                continue
            }
            byOwner[key] = kept.count
            kept.append(finding)
        }
        return kept
    }

    private static func onePerLine(_ findings: [Finding]) -> [Finding] {
        let order = Dictionary(uniqueKeysWithValues: RuleCatalog.ids.enumerated().map { ($1, $0) })
        var kept: [Finding] = []
        var bySubject: [String: Int] = [:]
        for finding in findings.sorted(by: { (order[$0.ruleID] ?? 0, $0.column) < (order[$1.ruleID] ?? 0, $1.column) }) {
            guard let subject = finding.subject else {
                kept.append(finding)
                continue
            }
            let key = "\(finding.file)\u{0}\(finding.line)\u{0}\(subject)"
            if let first = bySubject[key] {
                if kept[first].ruleID != finding.ruleID, !(kept[first].alsoBreaks ?? []).contains(finding.ruleID) {
                    kept[first].alsoBreaks = (kept[first].alsoBreaks ?? []) + [finding.ruleID]
                }
                continue
            }
            bySubject[key] = kept.count
            kept.append(finding)
        }
        return kept
    }
}
