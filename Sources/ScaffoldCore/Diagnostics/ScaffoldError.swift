/// A fatal error of any stage; the executable prints it as `scaffold: error: …` and exits with `exitCode`.
public enum ScaffoldError: Error, Sendable, Equatable {
    /// The spec (file or shorthand) has problems; every one of them is listed.
    case invalidSpec([Diagnostic])
    /// An input file could not be read.
    case unreadableInput(path: String, reason: String)
    /// Project configuration (`.scaffold.yml`) or a template is invalid.
    case invalidConfiguration([Diagnostic])
    /// Generated files were edited since scaffold wrote them and cannot be merged (`ConflictRefusal.edited`); nothing
    /// was written.
    case conflicts(paths: [String])
    /// Edited files need merging, and the merge (`git merge-file`) cannot run here: `reason` says why; nothing was written.
    case cannotMerge(paths: [String], reason: String)
    /// Files the run would merge into still hold the conflict markers an earlier run wrote; nothing was written.
    case unresolvedConflicts([ConflictedFile])
    /// Edited files were merged, and their edits overlap scaffold's changes: written (or, in a dry run, would be) with
    /// conflict markers to resolve; every other file was written.
    case conflictsToResolve([ConflictedFile], dryRun: Bool)
    /// A path would leave the project root.
    case unsafePath(path: String, reason: String)
    /// Writing to disk failed; files already renamed into place are listed.
    case writeFailed(path: String, reason: String)
    /// `--check` found stale output.
    case checkFailed(summary: String)
    /// The target already holds something scaffold must not write over (a project for `init`, an
    /// override for `templates eject`); nothing was written.
    case alreadyExists(path: String, what: String, hint: String)
    /// The feature would declare types the module already declares (`feature`, `plan`); nothing was written.
    /// Each diagnostic names a type, where the module declares it, and the keys that rename the feature's.
    case typeCollisions([Diagnostic])
    /// The feature's entity is named like a framework type (`View`, `Task`) that files of the module name plainly:
    /// the entity would take the name over in the whole module and those lines would stop building (`feature`,
    /// `plan`); nothing was written. One diagnostic per file, at its first such use.
    case shadowedTypes([Diagnostic])
    /// An adopted app's composition root or navigation has a shape the feature's registration cannot be added to
    /// safely (`feature`, `plan`); nothing was written. Each diagnostic is at the place, with what to do.
    case uneditableRoot([Diagnostic])
    /// Another scaffold command held the project's lock (see `ProjectLock`) for longer than the timeout.
    case busy(path: String, waited: Double)
    /// Something named on the command line or in the environment does not exist (a feature `destroy` was asked
    /// to remove, the folder `SCAFFOLD_TEMPLATES` names); `hint` lists what does.
    case notFound(what: String, hint: String)
    /// The command line is wrong (a misspelt subcommand, an unknown value); nothing was done.
    case usage(message: String, hint: String)
    /// The run would lose or break something only a flag may confirm (fields a re-run drops, a feature other
    /// features use); nothing was written. `hint` names the flag.
    case refused(Refusal)

    /// The documented process exit code (Docs/Commands.md, "Exit codes").
    public var exitCode: Int32 {
        switch self {
        case .checkFailed: return 1
        case .conflicts, .cannotMerge, .unresolvedConflicts, .conflictsToResolve, .refused: return 3
        case .alreadyExists, .typeCollisions, .shadowedTypes, .uneditableRoot: return 4
        case .usage: return 64
        case .invalidSpec: return 65
        case .unreadableInput, .notFound: return 66
        case .invalidConfiguration: return 78
        case .unsafePath: return 77
        case .writeFailed: return 73
        case .busy: return 75
        }
    }

    /// The run wrote its files and ends with this (conflicts written with markers), rather than stopping before writing.
    public var isWritten: Bool {
        if case .conflictsToResolve = self { return true }
        return false
    }

    /// Every diagnostic this error carries, for JSON output and tests.
    public var diagnostics: [Diagnostic] {
        switch self {
        case .invalidSpec(let list), .invalidConfiguration(let list), .typeCollisions(let list), .shadowedTypes(let list), .uneditableRoot(let list):
            return list
        default: return []
        }
    }
}

/// A file with conflicts to resolve, and where they are.
public struct ConflictedFile: Sendable, Equatable {
    public var path: String
    /// Each conflict, `<<<<<<<` to `>>>>>>>`.
    public var lines: [LineRange]

    public init(path: String, lines: [LineRange]) {
        self.path = path
        self.lines = lines
    }

    /// `Sources/App/Models/Wallet.swift  lines 12-20, 44-51`.
    var line: String {
        lines.isEmpty ? path : "\(path)  line\(lines.count == 1 && lines[0].first == lines[0].last ? "" : "s") "
            + lines.map(\.description).joined(separator: ", ")
    }
}

/// Why a run was refused (`ScaffoldError.refused`): what it would lose or break, each item, and the flag that
/// goes ahead anyway.
public struct Refusal: Sendable, Equatable {
    /// Which refusal, for scripts: `fieldsRemoved`, `dependents`.
    public var kind: String
    /// The first line: what the run would do.
    public var summary: String
    /// One line per thing affected (a field, a file that uses a type).
    public var details: [String]
    public var hint: String

    public init(kind: String, summary: String, details: [String], hint: String) {
        self.kind = kind
        self.summary = summary
        self.details = details
        self.hint = hint
    }
}
