/// The output of rendering: every file of a run, in memory, with paths relative to the project root.
public struct ChangeSet: Codable, Hashable, Sendable {
    public var files: [GeneratedFile]
    /// Files this run wants gone (e.g. mocks whose protocol disappeared); removed only if unedited.
    public var deletions: [String]
    /// The manifest group these files belong to (`feature:Wallet`, `mocks`), so `destroy` and mock cleanup know their own.
    public var group: String
    /// Groups of other features the run regenerates with this one (their files carry `GeneratedFile.group`): such
    /// a file is written only where the run changes what scaffold last wrote there (and reported only then), and a
    /// deletion may remove their unedited files too.
    public var companionGroups: Set<String> = []

    public init(files: [GeneratedFile], deletions: [String] = [], group: String) {
        self.files = files.sorted { $0.path < $1.path }
        self.deletions = deletions.sorted()
        self.group = group
    }

    /// This change set with `other`'s files as companions: each keeps its own group, a file `other` would write
    /// between markers of a file this one writes too gets both regions, and `other`'s deletions come along.
    public func adding(companion other: ChangeSet) -> ChangeSet {
        var files = Dictionary(uniqueKeysWithValues: self.files.map { ($0.path, $0) })
        for file in other.files {
            if let mine = files[file.path] {
                // Only text between markers can serve two features; a regenerated file has one owner.
                guard mine.mode == .insertBetweenMarkers, file.mode == .insertBetweenMarkers,
                      let merged = try? MarkerRegions.merge(generated: Array(file.contents.utf8), into: Array(mine.contents.utf8))
                else { continue }
                files[file.path]?.contents = String(decoding: merged, as: UTF8.self)
                continue
            }
            var companion = file
            companion.group = file.group ?? other.group
            files[file.path] = companion
        }
        var result = ChangeSet(files: Array(files.values), deletions: deletions + other.deletions, group: group)
        result.companionGroups = companionGroups.union(other.companionGroups).union([other.group])
        return result
    }
}

/// One file to write: a root-relative path and its full contents.
public struct GeneratedFile: Codable, Hashable, Sendable {
    /// Root-relative, `/`-separated (`Sources/App/Models/Wallet.swift`).
    public var path: String
    public var contents: String
    /// How to treat an existing file: `regenerate` is the normal case; `insertBetweenMarkers`
    /// replaces only the text between scaffold's marker comments in a file a person owns.
    public var mode: Mode
    /// The manifest group when it is not the change set's: a file that outlives what the change set is about (a
    /// feature's saved spec, `spec:Wallet`, which `destroy feature Wallet` leaves).
    public var group: String?
    /// A `regenerate` file a person may edit and scaffold then merges into (`feature`'s code): what scaffold writes
    /// there is kept as the base of the next merge (`MergeBase`). Off for files whose edits are never merged (a saved
    /// spec, scaffold's records, `scaffold mocks`' output): an edit there is a conflict, as before.
    public var merges = false
    /// For `insertBetweenMarkers` in a file of the person's that lacks an anchor: the anchor lines to add first, at
    /// the places read from the file (`RegistrationSites`); nil when its anchors are there.
    public var placements: [AnchorPlacement]?
    /// For `insertBetweenMarkers` in a file of the person's: lines rewritten in place before the anchors go in
    /// (`LineRewrite`, a one-screen `NavigationView` made a `NavigationStack`); nil when none.
    public var rewrites: [LineRewrite]?
    /// A file of the app's own that scaffold edits (an adopted app's container or root view): a copy of what it held
    /// is kept under `.scaffold/backup/` whenever it changes.
    public var keepsBackup: Bool?
    /// For `editInPlace`: the SHA-256 (`ContentHash.hex`) of the bytes the edit was made from.
    public var editedFrom: String?

    /// Ownership of a generated file.
    public enum Mode: String, Codable, Hashable, Sendable {
        case regenerate
        case insertBetweenMarkers
        /// Written once if missing, never touched afterwards (project files a person is expected to edit).
        case createOnly
        /// A file of the app's own that scaffold edits in place (a classic Xcode project's file list, `XcodeMembership`):
        /// `contents` is the whole file as edited from the bytes `editedFrom` hashes; written only while the file still
        /// holds those bytes, with a backup, and never claimed by the manifest.
        case editInPlace
    }

    public init(path: String, contents: String, mode: Mode = .regenerate, group: String? = nil, merges: Bool = false) {
        self.path = path
        self.contents = contents
        self.mode = mode
        self.group = group
        self.merges = merges
    }

    private enum CodingKeys: String, CodingKey { case path, contents, mode, group }
}
