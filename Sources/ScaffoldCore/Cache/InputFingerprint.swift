import Crypto

/// One SHA-256 over everything a run's result depends on, as settings and `stat` see it: the settings' text, then
/// every input file's path and stamp (`FileStamp`: device, inode, size, modification and change times). A run
/// whose fingerprint is the one the last run saved its result under may print that result without reading a
/// file, as `check` does with its last report and `mocks` with its last run.
///
/// A stamp stands for the bytes only under git's racy rule (`FileCache`): the fingerprint keeps the latest change
/// among its files, and a saved result is trusted only when that is well before the saving run began reading.
public struct InputFingerprint: Sendable {
    private var hasher = SHA256()
    /// Bytes not yet handed to the hasher. SHA-256 of the whole is the same however it is cut, and one update per
    /// `flushSize` bytes costs less than three a file.
    private var pending: [UInt8] = []
    private static let flushSize = 1 << 16
    /// The latest change (nanoseconds since 1970) among the files added.
    public private(set) var latestChange: Int64 = 0
    /// False once an input that must be read had no stamp (it vanished, or is not a regular file): the run then
    /// reads everything and saves no result under this fingerprint.
    public private(set) var isComplete = true

    public init() {}

    /// Adds a setting or any other text the result depends on (length-prefixed, so parts never run together).
    public mutating func add(_ text: some StringProtocol) {
        var length = UInt64(text.utf8.count).littleEndian
        withUnsafeBytes(of: &length) { pending.append(contentsOf: $0) }
        // One copy of the text's buffer: appending `text.utf8` byte by byte, unspecialized (this module does not see
        // the caller's type), was a sixth of an unchanged `mocks` run's instructions over 4,011 paths (callgrind).
        if text.utf8.withContiguousStorageIfAvailable({ pending.append(contentsOf: $0) }) == nil {
            var copy = String(text)
            copy.withUTF8 { pending.append(contentsOf: $0) }
        }
        flushIfFull()
    }

    /// Adds a file's path and stamp. A missing file (nil) is a state of its own when `required` is false (a mock
    /// not written yet, no manifest); a required file without a stamp makes the fingerprint incomplete.
    public mutating func add(path: some StringProtocol, stamp: FileStamp?, required: Bool = true) {
        add(path)
        guard let stamp else {
            if required { isComplete = false }
            var absent: UInt64 = 0
            withUnsafeBytes(of: &absent) { pending.append(contentsOf: $0) }
            return
        }
        // Eight-byte fields only: a tuple without padding, so its bytes are all the stamp's.
        var fields = (
            UInt64(1).littleEndian, stamp.device.littleEndian, stamp.inode.littleEndian, stamp.size.littleEndian,
            stamp.modified.littleEndian, stamp.changed.littleEndian
        )
        withUnsafeBytes(of: &fields) { pending.append(contentsOf: $0) }
        latestChange = max(latestChange, stamp.lastChange)
    }

    private mutating func flushIfFull() {
        guard pending.count >= Self.flushSize else { return }
        hasher.update(data: pending)
        pending.removeAll(keepingCapacity: true)
    }

    /// The fingerprint so far, in hexadecimal (the builder can go on adding).
    public var value: String {
        var hasher = hasher
        hasher.update(data: pending)
        return hasher.finalize().hexDigits
    }

    /// Whether a result saved under this fingerprint by a run that began reading at `readAt` stands for the files
    /// now: every file last changed well before that run read it (`FileCache.racyWindow`).
    public func isTrusted(savedAt readAt: Int64) -> Bool {
        latestChange &+ FileCache<String>.racyWindow < readAt
    }
}
