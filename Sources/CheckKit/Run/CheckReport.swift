import ScaffoldCore

/// What a check found: the findings, problems that are not findings (a file that does not parse, an unknown
/// rule in an ignore comment), and how much was looked at.
public struct CheckReport: Codable, Sendable {
    public var preset: String
    /// Sorted by file, line, column, rule.
    public var findings: [Finding]
    /// Warnings about the run itself; they never fail it.
    public var problems: [Diagnostic]
    public var filesChecked: Int
    /// Files parsed in this run, and files whose facts came from the cache (set by the pipeline).
    public var filesParsed = 0
    public var filesFromCache = 0

    public init(preset: String, findings: [Finding], problems: [Diagnostic], filesChecked: Int) {
        self.preset = preset
        self.findings = findings
        self.problems = problems
        self.filesChecked = filesChecked
    }

    public var errorCount: Int { findings.count { $0.severity == .error } }
    public var warningCount: Int { findings.count { $0.severity == .warning } }
    public var hasErrors: Bool { errorCount > 0 }

    /// `2 errors, 1 warning in 48 files`.
    public var summary: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        return "\(count(errorCount, "error")), \(count(warningCount, "warning")) in \(count(filesChecked, "file"))"
    }
}
