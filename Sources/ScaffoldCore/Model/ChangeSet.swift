/// The output of rendering: every file of a run, in memory, with paths relative to the project root.
public struct ChangeSet: Codable, Hashable, Sendable {
    public var files: [GeneratedFile]
    /// Files this run wants gone (e.g. mocks whose protocol disappeared); removed only if unedited.
    public var deletions: [String]
    /// The manifest group these files belong to (`feature:Wallet`, `mocks`), so `destroy` and mock cleanup know their own.
    public var group: String

    public init(files: [GeneratedFile], deletions: [String] = [], group: String) {
        self.files = files.sorted { $0.path < $1.path }
        self.deletions = deletions.sorted()
        self.group = group
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

    /// Ownership of a generated file.
    public enum Mode: String, Codable, Hashable, Sendable {
        case regenerate
        case insertBetweenMarkers
        /// Written once if missing, never touched afterwards (project files a person is expected to edit).
        case createOnly
    }

    public init(path: String, contents: String, mode: Mode = .regenerate, group: String? = nil) {
        self.path = path
        self.contents = contents
        self.mode = mode
        self.group = group
    }
}
