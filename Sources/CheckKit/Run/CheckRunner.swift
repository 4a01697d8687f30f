import ScaffoldCore
import SwiftSource

/// `scaffold check` as a pure function: parsed files and settings in, findings out. Reads and writes nothing.
///
/// In two steps, so a run can reuse what the last one found in files that did not change: `evaluate` runs the
/// rules on some files (all others count in the project's index by their summary) and gives each file's output;
/// `report` puts every file's output together with the settings, the cross-file rules and the ignore comments.
public enum CheckRunner {
    /// One file as read: its root-relative path and facts (only its summary when it is not evaluated).
    public struct Input: Sendable {
        public var path: String
        public var facts: SourceFacts

        public init(path: String, facts: SourceFacts) {
            self.path = path
            self.facts = facts
        }
    }

    /// What one file gives the report, whatever the settings: findings with each rule's default severity, the
    /// records of cross-file rules, its problems and its ignore comments.
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

    /// The whole run at once: every file evaluated.
    public static func run(
        _ inputs: [Input], preset: Preset, roots: ProjectRoots, settings: CheckSettings, only: Set<String>? = nil
    ) -> CheckReport {
        let exclusion = PathExclusion(settings.exclude)
        let kept = inputs.filter { !exclusion.excludes($0.path) }
        let outputs = evaluate(kept, preset: preset, roots: roots)
        return report(outputs, preset: preset, settings: settings, only: only)
    }

    /// Runs the preset's rules on the inputs named in `checked` (all when nil); the other inputs are in the index.
    /// Returns the output of every checked file.
    public static func evaluate(_ inputs: [Input], preset: Preset, roots: ProjectRoots, checked: Set<String>? = nil) -> [String: FileOutput] {
        let matcher = LayoutMatcher(layout: preset.layout, roots: roots)
        var outputs: [String: FileOutput] = [:]
        var files: [CheckedFile] = []
        for input in inputs {
            let isChecked = checked?.contains(input.path) ?? true
            if let error = input.facts.syntaxError {
                if isChecked {
                    outputs[input.path] = FileOutput(checked: false, problems: [Diagnostic(
                        .warning, "\(input.path) does not parse (\(error.message)); it is not checked",
                        at: location(input.path, error.position), hint: "fix the syntax error, then run `scaffold check` again"
                    )])
                }
                continue
            }
            let kinds = matcher.kinds(of: input.path)
            files.append(CheckedFile(path: input.path, facts: input.facts, kinds: kinds, layer: matcher.layer(of: input.path, kinds: kinds)))
            if isChecked {
                outputs[input.path] = FileOutput(problems: unknownIgnoredRules(input.facts.ignores, path: input.path), ignores: input.facts.ignores)
            }
        }
        let project = CheckedProject(preset: preset, files: files, checked: checked)
        // Rules are independent of each other: one per core (on 5,000 files, 0.45 s in one thread).
        let rules = RuleCatalog.rules(for: preset.name)
        let results = parallelMap(rules.indices.map { $0 }) { index in (rules[index].check(project), rules[index].records(project)) }
        for (findings, records) in results {
            for finding in findings { outputs[finding.file, default: FileOutput()].findings.append(finding) }
            for record in records { outputs[record.file, default: FileOutput()].records.append(record) }
        }
        return outputs
    }

    /// The report from every file's output: cross-file findings, then the settings (levels, `off`), the ignore
    /// comments and the reported paths (`only`, nil for all).
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
            preset: preset.name, findings: findings.sorted(by: Finding.ordered),
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

    private static func unknownIgnoredRules(_ comments: [IgnoreComment], path: String) -> [Diagnostic] {
        let known = RuleCatalog.ids
        return comments.flatMap { comment -> [Diagnostic] in
            if comment.rules.isEmpty {
                return [Diagnostic(
                    .warning, "`scaffold:ignore` names no rule", at: location(path, comment.position),
                    hint: "name the rules it silences, such as `// scaffold:ignore view-data-access`, or `all`"
                )]
            }
            return comment.rules.filter { $0 != "all" && !known.contains($0) }.map { id in
                Diagnostic(
                    .warning, "unknown rule `\(id)` in `scaffold:ignore`", at: location(path, comment.position),
                    hint: CheckSettings.hint(forUnknownRule: id, known: known)
                )
            }
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

    private static func location(_ path: String, _ position: Position) -> SourceLocation {
        SourceLocation(file: path, line: position.line, column: position.column)
    }
}
