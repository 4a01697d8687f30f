/// The words of each error: a one-line summary, the lines that say where, and a hint. `message` joins them as the
/// executable prints them; `--json` keeps them apart (`FailureReport`).
extension ScaffoldError {
    /// Human text without the `scaffold: error:` prefix: first line says what, later lines say where and how to fix.
    public var message: String {
        var lines = [summary] + details
        if let hint { lines.append("    hint: \(hint)") }
        return lines.joined(separator: "\n")
    }

    /// What went wrong, in one line.
    public var summary: String {
        switch self {
        case .invalidSpec(let list):
            let errors = list.filter { $0.severity == .error }.count
            return "the feature spec has \(errors) problem\(errors == 1 ? "" : "s"); nothing was written"
        case .invalidConfiguration:
            return "the project configuration or its templates have problems; nothing was written"
        case .unreadableInput(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .conflicts(let paths):
            return "\(paths.count) generated file\(paths.count == 1 ? " was" : "s were") edited since scaffold wrote "
                + "\(paths.count == 1 ? "it" : "them"); nothing was written"
        case .cannotMerge(let paths, let reason):
            return "\(paths.count) edited file\(paths.count == 1 ? "" : "s") cannot be merged: \(reason); nothing was written"
        case .unresolvedConflicts(let files):
            return "\(files.count) file\(files.count == 1 ? " still holds" : "s still hold") the conflict markers of an earlier run; "
                + "nothing was written"
        case .conflictsToResolve(let files, let dryRun):
            let count = "\(files.count) file\(files.count == 1 ? "" : "s")"
            return dryRun ? "\(count) would be merged with conflicts to resolve" : "\(count) merged with conflicts to resolve; every other file was written"
        case .unsafePath(let path, let reason):
            return "refusing to write \(path): \(reason); nothing was written"
        case .writeFailed(let path, let reason):
            return "could not write \(path): \(reason)"
        case .checkFailed(let summary):
            return Self.splitHint(summary).text
        case .alreadyExists(let path, let what, _):
            return "\(path) already holds \(what); nothing was written"
        case .typeCollisions(let list):
            let count = list.filter { $0.severity == .error }.count
            return "the feature would declare \(count) type\(count == 1 ? "" : "s") the module already has; nothing was written"
        case .shadowedTypes(let list):
            let count = list.filter { $0.severity == .error }.count
            return "the feature's entity would hide a framework type that \(count) file\(count == 1 ? "" : "s") of the module "
                + "name\(count == 1 ? "s" : "") plainly; nothing was written"
        case .uneditableRoot(let list):
            let count = list.filter { $0.severity == .error }.count
            return "scaffold cannot register the feature in the app's own code safely (\(count == 1 ? "1 place" : "\(count) places")); "
                + "nothing was written"
        case .busy(let path, let waited):
            return "another scaffold command is still writing the project in \(path); gave up after waiting "
                + "\(waited == waited.rounded() ? String(Int(waited)) : String(waited)) s; nothing was written"
        case .notFound(let what, _):
            return what
        case .usage(let message, _):
            return message
        case .refused(let refusal):
            return refusal.summary
        }
    }

    /// The lines between the summary and the hint: each diagnostic, each conflicting file.
    public var details: [String] {
        switch self {
        case .invalidSpec(let list), .invalidConfiguration(let list), .typeCollisions(let list), .shadowedTypes(let list),
             .uneditableRoot(let list):
            return list.map(\.rendered)
        case .conflicts(let paths), .cannotMerge(let paths, _): return paths.map { "    conflict  \($0)" }
        case .unresolvedConflicts(let files), .conflictsToResolve(let files, _): return files.map { "    conflict  \($0.line)" }
        case .refused(let refusal): return refusal.details.map { "    \($0)" }
        default: return []
        }
    }

    /// What to do about it; nil when each diagnostic carries its own.
    public var hint: String? {
        switch self {
        case .invalidSpec, .invalidConfiguration, .typeCollisions, .shadowedTypes, .uneditableRoot: return nil
        case .unreadableInput: return "check the path; it is relative to the current directory"
        case .conflicts: return "review with --dry-run; keep your edits with --skip-conflicts, or overwrite them with --force"
        case .cannotMerge:
            return "install git (Xcode's command-line tools have it; on Linux, your distribution's git package), then run again; "
                + "or keep your edits as they are with --skip-conflicts, or overwrite them with --force (a copy of each is kept)"
        case .unresolvedConflicts:
            return "resolve each conflict first: keep the lines you want between `<<<<<<<` and `>>>>>>>`, delete the marker lines; "
                + "then run again. --skip-conflicts leaves those files as they are; --force overwrites them (a copy of each is kept)"
        case .conflictsToResolve(_, let dryRun):
            let resolve = "in each, keep what belongs between `<<<<<<< yours` and `>>>>>>> generated now` (`||||||| generated before` "
                + "shows what scaffold wrote last time) and delete the marker lines; the next run merges from there"
            return dryRun ? "the run writes them with conflict markers: \(resolve); --skip-conflicts leaves them as they are"
                : resolve + " (your versions are kept under \(Backup.folder)/)"
        case .unsafePath: return "names must stay inside the project root"
        case .writeFailed: return "check permissions and free space, then run again"
        case .checkFailed(let summary): return Self.splitHint(summary).hint
        case .alreadyExists(_, _, let hint), .notFound(_, let hint), .usage(_, let hint): return hint
        case .busy: return "run again once it has finished, or set \(ProjectLock.timeoutVariable)=<seconds> to wait longer"
        case .refused(let refusal): return refusal.hint
        }
    }

    /// The file (and line) the error is about, when there is one: the first located diagnostic, or the path.
    public var location: FailureLocation? {
        switch self {
        case .invalidSpec(let list), .invalidConfiguration(let list), .typeCollisions(let list), .shadowedTypes(let list),
             .uneditableRoot(let list):
            guard let first = list.first(where: { $0.severity == .error && $0.location != nil }) ?? list.first(where: { $0.location != nil }),
                  let location = first.location else { return nil }
            return FailureLocation(file: location.file, line: location.line, column: location.column)
        case .unreadableInput(let path, _), .unsafePath(let path, _), .writeFailed(let path, _), .alreadyExists(let path, _, _):
            return FailureLocation(file: path)
        case .conflicts(let paths), .cannotMerge(let paths, _):
            return paths.first.map { FailureLocation(file: $0) }
        case .unresolvedConflicts(let files), .conflictsToResolve(let files, _):
            return files.first.map { FailureLocation(file: $0.path, line: $0.lines.first?.first) }
        case .checkFailed, .busy, .notFound, .usage, .refused:
            return nil
        }
    }

    /// `--check`'s summary may end in `\n    hint: …`; the two are kept apart for JSON.
    private static func splitHint(_ text: String) -> (text: String, hint: String?) {
        guard let range = text.range(of: "\n    hint: ") else { return (text, nil) }
        return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
    }
}
