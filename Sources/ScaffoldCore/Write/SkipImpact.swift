import Foundation

/// What a file left as a person edited it (`--skip-conflicts`), or merged into their edits, may break, said by the run
/// instead of left to the compiler:
///
/// - its new version declares names its kept or merged text lacks (a field the model gains), and files written in the
///   same run use them: the model skipped while its users changed no longer builds;
/// - its kept or merged text (or that of an edited file left as it is, scaffold's version there unchanged) still uses
///   names the regenerated files declared before and declare no more (a field the spec renamed or removed): a
///   hand-written line naming `wallet.name` merges cleanly beside the renamed `title`, and does not build.
public enum SkipImpact {
    /// One warning per skipped or merged Swift file for each of the two cases.
    public static func warnings(for changeSet: ChangeSet, report: WriteReport, root: URL) -> [Diagnostic] {
        let rootPath = RelativePath.folder(root)
        let generated = Dictionary(changeSet.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let written = report.results.filter { [.create, .update, .force, .merge].contains($0.status) && $0.path.hasSuffix(".swift") }
        // Skipped and merged files, and edited files left as they are because scaffold's version there did not change.
        let kept = report.results.filter {
            ([.skip, .merge].contains($0.status) || ($0.status == .identical && $0.keptText != nil)) && $0.path.hasSuffix(".swift")
        }
        guard !kept.isEmpty else { return [] }
        let removed = removedNames(generated: generated, report: report)
        var warnings: [Diagnostic] = []
        for file in kept {
            guard let new = generated[file.path], new.mode != .createOnly,
                  let text = file.keptText ?? FileSystem.contents(of: rootPath + "/" + file.path).map({ String(decoding: $0, as: UTF8.self) })
            else { continue }
            let names = SwiftNames(text)
            let newNames = SwiftNames(new.contents)
            if file.status != .identical,
               let warning = lacking(file, names: names, newNames: newNames, written: written, generated: generated, dryRun: report.dryRun) {
                warnings.append(warning)
            }
            // What the kept text declares for other code to use stands for itself; its locals do not (an edit's
            // `if let content = note.content` still reads the removed field).
            let stale = Set(names.mentions(of: removed)).subtracting(newNames.words).subtracting(names.interface)
            if !stale.isEmpty { warnings.append(stillUsing(file, stale.sorted(), dryRun: report.dryRun)) }
        }
        return warnings
    }

    /// Names the regenerated Swift files declared before this run (where the writer knew what scaffold wrote there) and
    /// none of the run's Swift files declares now where another file can use it: a local of the same name (a test's
    /// `case .setAside(let name)`) does not keep a renamed field `name` declared.
    private static func removedNames(generated: [String: GeneratedFile], report: WriteReport) -> Set<String> {
        var before = Set<String>()
        for result in report.results where result.path.hasSuffix(".swift") {
            if let base = result.baseText { before.formUnion(SwiftNames(base).interface) }
        }
        guard !before.isEmpty else { return [] }
        var after = Set<String>()
        for file in generated.values where file.path.hasSuffix(".swift") { after.formUnion(SwiftNames(file.contents).interface) }
        return before.subtracting(after)
    }

    /// The first case: the kept text lacks what its new version declares and the files written now use.
    private static func lacking(
        _ file: FileResult, names: SwiftNames, newNames: SwiftNames, written: [FileResult], generated: [String: GeneratedFile], dryRun: Bool
    ) -> Diagnostic? {
        let missing = newNames.interface.subtracting(names.words)
        guard !missing.isEmpty else { return nil }
        var users: [String] = []
        var used = Set<String>()
        for other in written where other.path != file.path {
            guard let text = generated[other.path]?.contents else { continue }
            let mentioned = SwiftNames(text).mentions(of: missing)
            if !mentioned.isEmpty {
                users.append(other.path)
                used.formUnion(mentioned)
            }
        }
        guard !users.isEmpty else { return nil }
        let list = used.sorted().map { "`\($0)`" }.joined(separator: ", ")
        let shown = users.prefix(4).joined(separator: ", ") + (users.count > 4 ? " and \(users.count - 4) more" : "")
        let how = file.status == .merge ? "was merged with your edits" : "was skipped as edited"
        return Diagnostic(
            .warning,
            "\(file.path) \(how), but \(users.count) file\(users.count == 1 ? "" : "s") written "
                + "\(dryRun ? "would use" : "now use") \(list), "
                + "which only its new version declares: \(shown)",
            hint: "the project will not build until \(file.path) declares \(list): bring the change in by hand (`--dry-run` "
                + "shows it as a diff), or rerun with --force (your version is kept under \(Backup.folder)/)"
        )
    }

    /// The second case: the kept text still names what the regenerated files no longer declare.
    private static func stillUsing(_ file: FileResult, _ names: [String], dryRun: Bool) -> Diagnostic {
        let list = names.map { "`\($0)`" }.joined(separator: ", ")
        let how = switch file.status {
        case .merge: dryRun ? "would merge cleanly" : "merged cleanly"
        case .identical: "was left as you edited it"
        default: "was skipped as edited"
        }
        return Diagnostic(
            .warning,
            "\(file.path) \(how), but your edits there still use \(list), which the regenerated files no longer declare",
            hint: "the project will not build until those lines use what the spec says now (a renamed or removed field?): "
                + "change them by hand"
        )
    }
}
