/// What the writer did (or, in a dry run, would do) with one file.
public enum FileStatus: String, Codable, Hashable, Sendable, CaseIterable {
    /// The file did not exist.
    case create
    /// The file already has exactly these bytes; it is not touched (not even its modification time).
    case identical
    /// The file is still what scaffold wrote last time, and the new contents differ.
    case update
    /// Someone edited the file since scaffold wrote it (or it was never scaffold's); not overwritten.
    case conflict
    /// A conflict left alone on request (`--skip-conflicts`), or a create-only file that exists.
    case skip
    /// A conflict overwritten on request (`--force`).
    case force
    /// An unedited generated file removed (stale mock, `destroy`).
    case delete
    /// A generated file that was edited and therefore kept by a removal.
    case keep
}

/// The outcome of one file in a write or dry run.
public struct FileResult: Codable, Hashable, Sendable {
    public var path: String
    public var status: FileStatus
    /// Unified diff against what is on disk (dry runs only; nil when there is no difference).
    public var diff: String?
    /// Why a file got this status when it needs explaining (a conflict's cause, a kept file's reason).
    public var note: String?

    public init(path: String, status: FileStatus, diff: String? = nil, note: String? = nil) {
        self.path = path
        self.status = status
        self.diff = diff
        self.note = note
    }
}

/// Everything a write (or dry run) did, in path order.
public struct WriteReport: Codable, Hashable, Sendable {
    public var results: [FileResult]
    public var dryRun: Bool
    /// Root-relative folder holding a copy of every file `--force` overwrote (`.scaffold/backup/<time>`); nil
    /// when nothing was overwritten.
    public var backup: String?

    public init(results: [FileResult], dryRun: Bool, backup: String? = nil) {
        self.results = results.sorted { $0.path < $1.path }
        self.dryRun = dryRun
        self.backup = backup
    }

    public func paths(with status: FileStatus) -> [String] {
        results.filter { $0.status == status }.map(\.path)
    }

    /// The error the write stops with, or — for a dry run — would: conflicts nobody allowed. A dry run then exits
    /// with the code the real run would.
    public var failure: ScaffoldError? {
        let conflicts = paths(with: .conflict)
        return conflicts.isEmpty ? nil : .conflicts(paths: conflicts)
    }
}
