/// A fatal error of any stage; the executable prints it as `scaffold: error: …` and exits with `exitCode`.
public enum ScaffoldError: Error, Sendable, Equatable {
    /// The spec (file or shorthand) has problems; every one of them is listed.
    case invalidSpec([Diagnostic])
    /// An input file could not be read.
    case unreadableInput(path: String, reason: String)
    /// Project configuration (`.scaffold.yml`) or a template is invalid.
    case invalidConfiguration([Diagnostic])
    /// Generated files were edited since scaffold wrote them; nothing was written.
    case conflicts(paths: [String])
    /// A path would leave the project root.
    case unsafePath(path: String, reason: String)
    /// Writing to disk failed; files already renamed into place are listed.
    case writeFailed(path: String, reason: String)
    /// `--check` found stale output.
    case checkFailed(summary: String)
    /// The target already holds something scaffold must not write over (a project for `init`, an
    /// override for `templates eject`); nothing was written.
    case alreadyExists(path: String, what: String, hint: String)
    /// Another scaffold command held the project's lock (see `ProjectLock`) for longer than the timeout.
    case busy(path: String, waited: Double)

    /// The documented process exit code (README "Exit codes").
    public var exitCode: Int32 {
        switch self {
        case .checkFailed: return 1
        case .conflicts: return 3
        case .alreadyExists: return 4
        case .invalidSpec: return 65
        case .unreadableInput: return 66
        case .invalidConfiguration: return 78
        case .unsafePath: return 77
        case .writeFailed: return 73
        case .busy: return 75
        }
    }

    /// Every diagnostic this error carries, for JSON output and tests.
    public var diagnostics: [Diagnostic] {
        switch self {
        case .invalidSpec(let list), .invalidConfiguration(let list): return list
        default: return []
        }
    }

    /// Human text without the `scaffold: error:` prefix: first line says what, later lines say where and how to fix.
    public var message: String {
        switch self {
        case .invalidSpec(let list):
            let errors = list.filter { $0.severity == .error }.count
            return "the feature spec has \(errors) problem\(errors == 1 ? "" : "s"); nothing was written\n"
                + list.map(\.rendered).joined(separator: "\n")
        case .invalidConfiguration(let list):
            return "the project configuration or its templates have problems; nothing was written\n"
                + list.map(\.rendered).joined(separator: "\n")
        case .unreadableInput(let path, let reason):
            return "cannot read \(path): \(reason)\n    hint: check the path; it is relative to the current directory"
        case .conflicts(let paths):
            return "\(paths.count) generated file\(paths.count == 1 ? " was" : "s were") edited since scaffold wrote "
                + "\(paths.count == 1 ? "it" : "them"); nothing was written\n"
                + paths.map { "    conflict  \($0)" }.joined(separator: "\n")
                + "\n    hint: review with --dry-run; keep your edits with --skip-conflicts, or overwrite them with --force"
        case .unsafePath(let path, let reason):
            return "refusing to write \(path): \(reason); nothing was written\n"
                + "    hint: names must stay inside the project root"
        case .writeFailed(let path, let reason):
            return "could not write \(path): \(reason)\n    hint: check permissions and free space, then run again"
        case .checkFailed(let summary):
            return summary
        case .alreadyExists(let path, let what, let hint):
            return "\(path) already holds \(what); nothing was written\n    hint: \(hint)"
        case .busy(let path, let waited):
            return "another scaffold command is still writing the project in \(path); gave up after waiting "
                + "\(waited == waited.rounded() ? String(Int(waited)) : String(waited)) s; nothing was written\n"
                + "    hint: run again once it has finished, or set \(ProjectLock.timeoutVariable)=<seconds> to wait longer"
        }
    }
}
