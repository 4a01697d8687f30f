import Foundation

/// What `--skip-conflicts` may break: a file left as a person edited it while its new version declares names its
/// kept version lacks (a field the model gains), and files written in the same run use them. The model skipped
/// while its users changed no longer builds; the run says so instead of leaving it to the compiler.
public enum SkipImpact {
    /// One warning per skipped Swift file that others written (or, in a dry run, to be written) now rely on.
    public static func warnings(for changeSet: ChangeSet, report: WriteReport, root: URL) -> [Diagnostic] {
        let rootPath = RelativePath.folder(root)
        let generated = Dictionary(changeSet.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let written = report.results.filter { [.create, .update, .force].contains($0.status) && $0.path.hasSuffix(".swift") }
        var warnings: [Diagnostic] = []
        for skipped in report.results where skipped.status == .skip && skipped.path.hasSuffix(".swift") {
            guard let new = generated[skipped.path], new.mode != .createOnly,
                  let data = FileSystem.contents(of: rootPath + "/" + skipped.path) else { continue }
            let kept = SwiftNames(String(decoding: data, as: UTF8.self))
            let missing = SwiftNames(new.contents).interface.subtracting(kept.words)
            guard !missing.isEmpty else { continue }
            var users: [String] = []
            var used = Set<String>()
            for file in written {
                guard let text = generated[file.path]?.contents else { continue }
                let names = SwiftNames(text).mentions(of: missing)
                if !names.isEmpty {
                    users.append(file.path)
                    used.formUnion(names)
                }
            }
            guard !users.isEmpty else { continue }
            let names = used.sorted().map { "`\($0)`" }.joined(separator: ", ")
            let shown = users.prefix(4).joined(separator: ", ") + (users.count > 4 ? " and \(users.count - 4) more" : "")
            warnings.append(Diagnostic(
                .warning,
                "\(skipped.path) was skipped as edited, but \(users.count) file\(users.count == 1 ? "" : "s") written "
                    + "\(report.dryRun ? "would use" : "now use") \(names), "
                    + "which only its new version declares: \(shown)",
                hint: "the project will not build until \(skipped.path) declares \(names): bring the change in by hand (`--dry-run` "
                    + "shows it as a diff), or rerun with --force (your version is kept under \(Backup.folder)/)"
            ))
        }
        return warnings
    }
}
