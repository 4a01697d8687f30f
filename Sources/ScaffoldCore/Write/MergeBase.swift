import Foundation

/// What scaffold last wrote at each path it merges into, kept as the base of the next three-way merge:
/// `.scaffold/base/<path>.base`, the bytes exactly as generated. Committed with the project, so a teammate's fresh clone
/// and a newer scaffold merge from the same base; a file is only trusted as a base while its SHA-256 is the manifest's
/// for the path (a base left stale by another command is ignored, never used).
///
/// Why a copy and not a re-rendering: a newer scaffold renders the same spec differently, so only a copy of what was
/// written is the true base after an upgrade. What it costs in a repository: a base equals a version of its file that
/// was committed (unedited when generated), so git stores no new object for it, only its tree entry (Docs/Evolve.md has
/// the figures). The `.base` suffix keeps tools that read every `*.swift` under the root (linters, formatters) away.
public enum MergeBase {
    /// Root-relative folder of the bases.
    public static let folder = ".scaffold/base"
    static let suffix = ".base"

    /// `.scaffold/base/Sources/App/Models/Wallet.swift.base` for `Sources/App/Models/Wallet.swift`.
    public static func path(for path: String) -> String { "\(folder)/\(path)\(suffix)" }

    /// The folder's `.gitattributes`, written with its first base: GitHub folds the bases' diffs in a pull request
    /// (each regeneration changes a file and its base alike), and the comment says why the folder is committed.
    public static let attributesPath = "\(folder)/.gitattributes"
    static let attributes = Data("""
        # What scaffold last generated at each path it merges into: the base of the next `scaffold feature` or
        # `scaffold upgrade` merge of a file you edited. Commit it; your teammates' runs need it (Docs/Evolve.md).
        * linguist-generated=true

        """.utf8)
}
