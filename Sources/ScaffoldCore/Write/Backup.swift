import Foundation

/// Where `--force` keeps what it overwrites: `.scaffold/backup/<UTC time>/<path>`, one folder per run, so an
/// overwritten hand edit is always one `cp` away. The folder holds a `.gitignore` of `*`: copies are never committed.
public enum Backup {
    /// Root-relative folder holding one folder per run that overwrote something.
    public static let folder = ".scaffold/backup"

    /// What the backup folder's own `.gitignore` says.
    static let ignore = Data("# scaffold's copies of the files --force overwrote: restore one with cp, delete them when done.\n*\n".utf8)

    /// This run's folder, `.scaffold/backup/2026-11-27T15-30-12Z` (colons are not allowed in every file system's
    /// names), with `-2`, `-3`, … when a run in the same second already made one.
    static func runFolder(root: String, now: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        let stamp = formatter.string(from: now).replacingOccurrences(of: ":", with: "-")
        var name = "\(folder)/\(stamp)"
        var suffix = 2
        while FileSystem.kind(of: root + "/" + name) != .missing {
            name = "\(folder)/\(stamp)-\(suffix)"
            suffix += 1
        }
        return name
    }
}
