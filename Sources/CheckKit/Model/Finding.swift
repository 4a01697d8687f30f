import ScaffoldCore
import SwiftSource

/// One place where the code breaks its architecture document: what, where, which passage, and how to fix it.
public struct Finding: Codable, Hashable, Sendable {
    public enum Severity: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
        case warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
    }

    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// Root-relative path.
    public var file: String
    public var line: Int
    public var column: Int
    /// The first line of the declaration the finding is about, when it starts above `line` (attributes):
    /// an ignore comment anywhere from there to `line` silences it.
    public var startLine: Int?
    public var passage: SeedPassage
    public var hint: String
    /// The name the finding is about (a type held or named), when it is about one: findings of several rules on one
    /// line about one subject are one violation, reported once.
    public var subject: String?
    /// The other rules that reported this violation (their findings are folded into this one).
    public var alsoBreaks: [String]?
    /// The type whose declaration (or extension) a finding about a subject is in: one rule's findings about one
    /// subject in one type are one violation, in whichever of its extensions and files they are.
    public var owner: String?

    public init(
        ruleID: String, severity: Severity, message: String, file: String, position: Position, startLine: Int? = nil,
        passage: SeedPassage, hint: String
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.line = position.line
        self.column = position.column
        self.startLine = startLine.flatMap { $0 < position.line ? $0 : nil }
        self.passage = passage
        self.hint = hint
    }

    /// `path:line:column: warning: <what> [rule-id]` (`[rule-id, also other-id]` for one violation several rules
    /// report), then the passage and the hint, indented.
    public var rendered: String {
        let rules = ([ruleID] + (alsoBreaks ?? []).map { "also \($0)" }).joined(separator: ", ")
        return "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(rules)]\n"
            + "    \(passage.rendered)\n"
            + "    hint: \(hint)"
    }

    /// File, line, column, rule: the order findings are printed in.
    static func ordered(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.ruleID, lhs.message) < (rhs.file, rhs.line, rhs.column, rhs.ruleID, rhs.message)
    }
}
