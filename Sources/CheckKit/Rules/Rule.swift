import ScaffoldCore
import SwiftSource

/// One rule of the architecture documents, checked over a whole project.
///
/// Each rule lives in its own file with its description: the seed passage per preset it applies to (a rule
/// applies to exactly the presets it quotes), what it reports, a fix hint, and examples that do and do not
/// trigger it, which the tests run (as SwiftLint's rule descriptions do).
public protocol Rule: Sendable {
    var description: RuleDescription { get }
    /// Findings in the project's checked files, with the rule's default severity; the run applies the
    /// project's configuration afterwards.
    func check(_ project: CheckedProject) -> [Finding]
    /// What a rule that judges across files needs from each checked file (kept with the file's cached findings).
    func records(_ project: CheckedProject) -> [RuleRecord]
    /// Findings that need every file's records (a repository method called from two view models).
    func check(records: [RuleRecord], preset: String) -> [Finding]
}

extension Rule {
    public func records(_ project: CheckedProject) -> [RuleRecord] { [] }
    public func check(records: [RuleRecord], preset: String) -> [Finding] { [] }
}

/// One fact a rule keeps from a file for judging across files: what (`key`), whose (`owner`) and where.
public struct RuleRecord: Codable, Hashable, Sendable {
    public var ruleID: String
    public var key: String
    public var owner: String
    public var file: String
    public var position: Position

    public init(ruleID: String, key: String, owner: String, file: String, position: Position) {
        self.ruleID = ruleID
        self.key = key
        self.owner = owner
        self.file = file
        self.position = position
    }
}

/// What a rule is, where it comes from, and how it is shown.
public struct RuleDescription: Sendable {
    /// `view-data-access`: what configuration and `// scaffold:ignore` name.
    public var id: String
    /// One line: what the rule asks for.
    public var summary: String
    public var defaultSeverity: Finding.Severity
    /// The preset name → the passage of its document the rule enforces.
    public var passages: [String: SeedPassage]
    public var hint: String
    /// Code that breaks the rule; `↓` marks where each finding is reported.
    public var triggeringExamples: [RuleExample]
    /// Code that looks close but follows the document.
    public var nonTriggeringExamples: [RuleExample]

    public init(
        id: String, summary: String, severity: Finding.Severity, passages: [String: SeedPassage], hint: String,
        triggering: [RuleExample], nonTriggering: [RuleExample]
    ) {
        self.id = id
        self.summary = summary
        self.defaultSeverity = severity
        self.passages = passages
        self.hint = hint
        self.triggeringExamples = triggering
        self.nonTriggeringExamples = nonTriggering
    }

    /// The presets whose documents the rule quotes, sorted.
    public var presets: [String] { passages.keys.sorted() }

    /// A finding of this rule in `project` (whose preset the rule applies to) at `position` of `file`.
    func finding(
        _ message: String, in project: CheckedProject, file: String, at position: Position, startLine: Int? = nil, hint: String? = nil
    ) -> Finding {
        finding(message, preset: project.preset.name, file: file, at: position, startLine: startLine, hint: hint)
    }

    /// The same for a preset by name; the passage is that preset's document's.
    func finding(
        _ message: String, preset: String, file: String, at position: Position, startLine: Int? = nil, hint: String? = nil
    ) -> Finding {
        Finding(
            ruleID: id, severity: defaultSeverity, message: message, file: file, position: position, startLine: startLine,
            passage: passages[preset] ?? passages.values.first!, hint: hint ?? self.hint
        )
    }
}

/// A small project for a rule's tests: files by root-relative path (sources under `Sources/App`), for a preset.
public struct RuleExample: Sendable {
    public var preset: String
    public var files: [String: String]

    public init(_ preset: String, _ files: [String: String]) {
        self.preset = preset
        self.files = files
    }

    /// One file.
    public init(_ preset: String, _ path: String, _ source: String) {
        self.init(preset, [path: source])
    }
}
