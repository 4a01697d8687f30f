/// Where a failure is, for `--json`: a file, and the line and column when the error has them.
public struct FailureLocation: Codable, Hashable, Sendable {
    public var file: String
    public var line: Int?
    public var column: Int?

    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    private enum CodingKeys: String, CodingKey { case file, line, column }

    /// `line` and `column` are `null` for a file without a place in it (a conflict).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }
}

/// A failed run as `--json` prints it on stdout: `{"error": {"code": 3, "kind": "conflicts", "message": …}}`, the
/// same words as the `scaffold: error:` text on stderr, kept apart (Docs/Commands.md, "JSON output").
public struct FailureReport: Codable, Hashable, Sendable {
    /// The process exit code.
    public var code: Int32
    /// Which failure, for scripts: `invalidSpec`, `conflicts`, `usage`, … (`Refusal.kind` for a refusal).
    public var kind: String
    /// The summary line.
    public var message: String
    public var location: FailureLocation?
    public var hint: String?
    /// Every problem of a spec or configuration, with its own location and hint.
    public var diagnostics: [Diagnostic]
    /// The files or things the failure is about (each conflict, each file that uses a removed type).
    public var details: [String]

    public init(_ error: ScaffoldError) {
        code = error.exitCode
        kind = error.kind
        message = error.summary
        location = error.location
        hint = error.hint
        diagnostics = error.diagnostics
        switch error {
        case .conflicts(let paths), .cannotMerge(let paths, _): details = paths
        case .unresolvedConflicts(let files), .conflictsToResolve(let files, _): details = files.map(\.path)
        case .refused(let refusal): details = refusal.details
        default: details = []
        }
    }

    private enum CodingKeys: String, CodingKey { case code, kind, message, location, hint, diagnostics, details }

    /// Every key is always there, `null` when empty, so a script can read `error.hint` without checking for it.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(kind, forKey: .kind)
        try container.encode(message, forKey: .message)
        try container.encode(location, forKey: .location)
        try container.encode(hint, forKey: .hint)
        try container.encode(diagnostics, forKey: .diagnostics)
        try container.encode(details, forKey: .details)
    }
}

extension ScaffoldError {
    /// The case's name, or the refusal's kind.
    public var kind: String {
        switch self {
        case .invalidSpec: return "invalidSpec"
        case .unreadableInput: return "unreadableInput"
        case .invalidConfiguration: return "invalidConfiguration"
        case .conflicts: return "conflicts"
        case .cannotMerge: return "cannotMerge"
        case .unresolvedConflicts: return "unresolvedConflicts"
        case .conflictsToResolve: return "conflictsToResolve"
        case .unsafePath: return "unsafePath"
        case .writeFailed: return "writeFailed"
        case .checkFailed: return "checkFailed"
        case .alreadyExists: return "alreadyExists"
        case .typeCollisions: return "typeCollisions"
        case .shadowedTypes: return "shadowedTypes"
        case .uneditableRoot: return "uneditableRoot"
        case .busy: return "busy"
        case .notFound: return "notFound"
        case .usage: return "usage"
        case .refused(let refusal): return refusal.kind
        }
    }
}
