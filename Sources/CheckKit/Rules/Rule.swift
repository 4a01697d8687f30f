import ScaffoldCore
import SwiftSyntax
import SwiftSource

/// One rule of the architecture documents: a syntax visitor over one file, in one file of its own with its
/// description (as swift-format's rules are): the seed passage per preset it applies to (a rule applies to exactly
/// the presets it quotes), what it reports, a fix hint, and examples that do and do not trigger it, which the
/// tests run (as SwiftLint's rule descriptions do), and its row of Docs/Check.md's table. `RuleCatalog.all` lists every
/// rule, derived from this folder at build time (Plugins/RuleLists): a new rule is a new file.
///
/// A rule sees one file at a time (`file`: its syntax, place and role of each type) and asks the project index
/// about the names it meets; a rule that judges across files keeps `RuleRecord`s and judges them in
/// `check(records:preset:)`.
public protocol Rule: RuleVisitor {
    static var description: RuleDescription { get }
    /// Findings that need every file's records (a repository method called from two view models).
    static func check(records: [RuleRecord], preset: String) -> [Finding]
}

extension Rule {
    public static func check(records: [RuleRecord], preset: String) -> [Finding] { [] }

    /// Runs the rule over one file: its findings (with the rule's default severity) and records.
    static func run(on file: CheckFile) -> (findings: [Finding], records: [RuleRecord]) {
        let visitor = Self(file: file, description: description)
        visitor.walk(file.tree)
        return (visitor.findings, visitor.records)
    }
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
    /// Where the rule stands in `RuleCatalog.all` and the docs (lower first): when several rules report one violation,
    /// the rule ranked first keeps it, so the most specific rules rank first.
    public var rank: Int
    /// One line: what the rule asks for.
    public var summary: String
    /// What it reports and the passages it comes from, as Docs/Check.md's table says it (generated from this; the
    /// docs tests fail when the page is stale).
    public var reports: String
    public var defaultSeverity: Finding.Severity
    /// The preset name → the passage of its document the rule enforces.
    public var passages: [String: SeedPassage]
    public var hint: String
    /// Code that breaks the rule; `↓` marks where each finding is reported.
    public var triggeringExamples: [RuleExample]
    /// Code that looks close but follows the document.
    public var nonTriggeringExamples: [RuleExample]

    public init(
        id: String, rank: Int, summary: String, reports: String, severity: Finding.Severity, passages: [String: SeedPassage],
        hint: String, triggering: [RuleExample], nonTriggering: [RuleExample]
    ) {
        self.id = id
        self.rank = rank
        self.summary = summary
        self.reports = reports
        self.defaultSeverity = severity
        self.passages = passages
        self.hint = hint
        self.triggeringExamples = triggering
        self.nonTriggeringExamples = nonTriggering
    }

    /// The presets whose documents the rule quotes, sorted.
    public var presets: [String] { passages.keys.sorted() }

    /// A finding of this rule for a preset by name, at `position` of `file`; the passage is that preset's document's.
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
