/// What the writer did (or, in a dry run, would do) with one file.
public enum FileStatus: String, Codable, Hashable, Sendable, CaseIterable {
    /// The file did not exist.
    case create
    /// The file already has exactly these bytes; it is not touched (not even its modification time).
    case identical
    /// The file is still what scaffold wrote last time, and the new contents differ.
    case update
    /// Someone edited the file since scaffold wrote it: the new contents merged into the edits (three-way, with what
    /// scaffold wrote last time as the base), which did not overlap.
    case merge
    /// Someone edited the file since scaffold wrote it. Merged, the edits overlap scaffold's changes: written with
    /// conflict markers to resolve (`FileResult.conflicts` says where). Or, when `FileResult.refusal` says why, it could
    /// not be merged (never scaffold's, no git, conflict markers still unresolved): nothing is written.
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
    /// A `conflict` written with conflict markers: the lines of each conflict, `<<<<<<<` to `>>>>>>>`, in the file as
    /// written (or, in a dry run, as it would be); for one refused because it still holds an earlier run's markers,
    /// where those are. Nil otherwise.
    public var conflicts: [LineRange]?
    /// A `conflict` that stops the run before anything is written, and why; nil when the conflict is written with markers.
    public var refusal: ConflictRefusal?
    /// For the checks after a write (`SkipImpact`), not printed: the text a skipped, merged or edited-and-left file
    /// holds after the run (would hold, in a dry run), and what scaffold generated there before this run, where the
    /// writer knows it.
    var keptText: String?
    var baseText: String?

    public init(
        path: String, status: FileStatus, diff: String? = nil, note: String? = nil, conflicts: [LineRange]? = nil,
        refusal: ConflictRefusal? = nil
    ) {
        self.path = path
        self.status = status
        self.diff = diff
        self.note = note
        self.conflicts = conflicts
        self.refusal = refusal
    }

    private enum CodingKeys: String, CodingKey { case path, status, diff, note, conflicts }
}

/// Lines `first` to `last` of a file, counted from 1.
public struct LineRange: Codable, Hashable, Sendable, CustomStringConvertible {
    public var first: Int
    public var last: Int

    /// `12-20`.
    public var description: String { "\(first)-\(last)" }
}

/// Why a `conflict` stops the whole run, writing nothing.
public enum ConflictRefusal: String, Codable, Hashable, Sendable {
    /// Edited, and not merged: scaffold never wrote it, it is not merged by design (a saved spec, scaffold's
    /// records), its marker regions are gone, or the merge could not run (no git, not text).
    case edited
    /// It still holds the conflict markers an earlier run wrote: merging into it would nest them.
    case unresolved
    /// It needs merging and the merge cannot run here (no git): its note says why.
    case mergeUnavailable

    /// How a `mergeUnavailable` file's note starts; the reason follows.
    public static let unavailableNote = "edited since scaffold wrote it, and not merged: "
}

/// Everything a write (or dry run) did, in path order.
public struct WriteReport: Codable, Hashable, Sendable {
    public var results: [FileResult]
    public var dryRun: Bool
    /// Root-relative folder holding a copy of every file `--force` overwrote (`.scaffold/backup/<time>`); nil
    /// when nothing was overwritten.
    public var backup: String?
    /// How many merge bases (`MergeBase`) the run recorded or replaced beside the files (would, in a dry run); not in
    /// the JSON report, whose lines are the files.
    public var recordedBases = 0

    public init(results: [FileResult], dryRun: Bool, backup: String? = nil) {
        self.results = results.sorted { $0.path < $1.path }
        self.dryRun = dryRun
        self.backup = backup
    }

    private enum CodingKeys: String, CodingKey { case results, dryRun, backup }

    public func paths(with status: FileStatus) -> [String] {
        results.filter { $0.status == status }.map(\.path)
    }

    /// The error the write stops with, or — for a dry run — would: conflicts nobody allowed (nothing written), else
    /// conflicts written with markers, left to resolve. A dry run then exits with the code the real run would.
    public var failure: ScaffoldError? {
        let conflicts = results.filter { $0.status == .conflict }
        let unresolved = conflicts.filter { $0.refusal == .unresolved }
        if !unresolved.isEmpty {
            return .unresolvedConflicts(unresolved.map { ConflictedFile(path: $0.path, lines: $0.conflicts ?? []) })
        }
        let unmerged = conflicts.filter { $0.refusal == .mergeUnavailable }
        if let first = unmerged.first {
            let reason = first.note.map { $0.hasPrefix(ConflictRefusal.unavailableNote) ? String($0.dropFirst(ConflictRefusal.unavailableNote.count)) : $0 }
            return .cannotMerge(paths: unmerged.map(\.path), reason: reason ?? "the merge could not run")
        }
        let refused = conflicts.filter { $0.refusal != nil }
        if !refused.isEmpty { return .conflicts(paths: refused.map(\.path)) }
        guard !conflicts.isEmpty else { return nil }
        return .conflictsToResolve(conflicts.map { ConflictedFile(path: $0.path, lines: $0.conflicts ?? []) }, dryRun: dryRun)
    }
}
