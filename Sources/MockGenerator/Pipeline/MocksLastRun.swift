import Foundation
import ScaffoldCore
import SwiftSource

/// What the last run that wrote nothing found (its mocks and warnings), under the fingerprint of everything it read:
/// the configuration, every source's path and stamp, the output folders' Swift files, the planned mocks' files and
/// the manifest. A run whose inputs have that fingerprint, each stamp older than the racy window before the saving
/// run began reading, prints it again without decoding `mocks.cache`, reading, planning or hashing a file, and
/// without walking the source folders: the record keeps the folders the saving run listed (with their stamps in the
/// fingerprint: a folder's stamp moves when an entry is added, removed or renamed in it) and the sources it found, so
/// one `stat` a folder and a file is all it does (issue 32: an unchanged run over five apps at 0.1× Mockolo's time).
///
/// Saved in `.scaffold/cache/` (atomically, under the project lock) only by a run that wrote nothing and read every
/// file; a damaged file or one of another version is ignored, and deleting it costs one ordinary run.
struct MocksLastRun: Codable, Sendable {
    static let cacheName = "mocks-last-run.json"
    /// The record's own layout is the `2` (its lists' separator) beside the version and `mocks.cache`'s format.
    static var currentVersion: String { "scaffold \(ScaffoldVersion.current) mocks last run 2 \(SourceRecord.format)" }
    /// What separates the paths of the record's lists: DEL, which JSON writes as it is and no path holds in practice.
    /// A line break, which JSON escapes, sent the decoder's reading of the 4,011 paths of five apps down its slow
    /// path (3% of an unchanged run); a listing with a path that holds DEL is not kept (the run walks).
    static let separator: UInt8 = 0x7F

    var version = MocksLastRun.currentVersion
    var fingerprint: String
    /// When the saving run began reading its inputs (nanoseconds since 1970).
    var readAt: Int64
    var mocks: [MockListing]
    var warnings: [Diagnostic]
    /// The folders the saving run listed and the sources it found (absolute paths, parted by `separator`, in the
    /// order the fingerprint takes them); nil when its walk cannot be repeated by `stat` alone
    /// (`SwiftFileWalk.isRepeatable`).
    var folders: String?
    var sources: String?

    init(fingerprint: String, readAt: Int64, mocks: [MockListing], warnings: [Diagnostic], listing: SourceListing) {
        self.fingerprint = fingerprint
        self.readAt = readAt
        self.mocks = mocks
        self.warnings = warnings
        let folders = listing.folders.map { $0.path }, sources = listing.files.map(\.absolutePath)
        let separator = String(UnicodeScalar(Self.separator))
        if listing.isRepeatable, !(folders + sources).contains(where: { $0.utf8.contains(Self.separator) }) {
            self.folders = folders.joined(separator: separator)
            self.sources = sources.joined(separator: separator)
        }
    }

    static func load(_ writer: Writer) -> MocksLastRun? {
        guard let data = writer.readCache(cacheName),
              let last = try? JSONDecoder().decode(MocksLastRun.self, from: data), last.version == currentVersion else { return nil }
        return last
    }

    /// The fingerprint of the configuration, the folders listed and the sources, each with the stamp taken before it
    /// is read.
    static func inputs(
        _ config: MocksConfiguration, targets: MockTargets, folders: [(path: String, stamp: FileStamp?)], sources: [some StringProtocol], stamps: [FileStamp?]
    ) -> InputFingerprint {
        var fingerprint = InputFingerprint()
        for part in [currentVersion, config.root.path, config.selection.cacheKey, config.flavor.rawValue, "\(config.dropsProtocolSuffix)"] {
            fingerprint.add(part)
        }
        for target in targets.targets {
            fingerprint.add(target.sources.joined(separator: "\n"))
            fingerprint.add(target.outputPath)
            fingerprint.add(target.testableImports.joined(separator: "\n"))
            fingerprint.add(target.module ?? "")
        }
        fingerprint.add("\(folders.count)")
        for folder in folders { fingerprint.add(path: folder.path, stamp: folder.stamp) }
        fingerprint.add("\(sources.count)")
        for (source, stamp) in zip(sources, stamps) { fingerprint.add(path: source, stamp: stamp) }
        return fingerprint
    }

    /// `fingerprint` with what the run reads of its outputs, stamped before it reads them: the manifest (which
    /// vouches for scaffold's mocks), every Swift file directly in an output folder (stale mocks are found there)
    /// and the files of `mocks` (root-relative paths).
    static func adding(outputs mocks: [String], targets: MockTargets, root: URL, to fingerprint: InputFingerprint) -> InputFingerprint {
        var fingerprint = fingerprint
        let rootPath = root.path
        let manifest = rootPath + "/" + Writer.manifestPath
        fingerprint.add(path: Writer.manifestPath, stamp: FileSystem.stamp(of: manifest), required: false)
        for target in targets.targets {
            let folder = target.outputDirectory.path
            let names = FileSystem.list(folder, where: { $0.hasSuffix(".swift") })?.filter { $0.kind == .file }.map(\.name).sorted()
            fingerprint.add(folder + (names == nil ? " (none)" : ""))
            for name in names ?? [] { fingerprint.add(path: name, stamp: FileSystem.stamp(of: folder + "/" + name), required: false) }
        }
        fingerprint.add("\(mocks.count)")
        for mock in mocks { fingerprint.add(path: mock, stamp: FileSystem.stamp(of: rootPath + "/" + mock), required: false) }
        return fingerprint
    }

    /// This run's result without a walk: the saved run's folders and sources, each stamped now, stand for what a walk
    /// would find when the fingerprint they give is the saved one (a folder gone, or no longer one, has no stamp and
    /// makes the fingerprint incomplete). Nil when the record keeps no listing or anything changed.
    func resultWithoutWalking(_ config: MocksConfiguration, targets: MockTargets) -> MocksResult? {
        guard let folders, let sources else { return nil }
        let rootPath = config.root.standardizedFileURL.path
        let folderPaths = Self.lines(folders), sourcePaths = Self.lines(sources)
        let stamps = FileSystem.stamps(folders: folderPaths, files: sourcePaths)
        let listed = zip(folderPaths, stamps.folders).map { (path: $0, stamp: $1) }
        let inputs = Self.inputs(config, targets: targets, folders: listed, sources: Self.relative(sourcePaths, to: rootPath), stamps: stamps.files)
        return result(inputs: inputs, filesScanned: sourcePaths.count, targets: targets, root: config.root)
    }

    /// The paths of a list, cut at each `separator` in its bytes. `split` on a `Character` walks grapheme clusters,
    /// which over 4,011 paths (five apps) was a fifth of an unchanged run's CPU time; `utf8.split` steps a
    /// `String.Index` a byte at a time, 4% of it in a release build; a scan of the buffer is neither.
    static func lines(_ list: String) -> [String] {
        var list = list
        return list.withUTF8 { bytes in
            var paths: [String] = [], start = 0
            for end in bytes.indices where bytes[end] == separator {
                if end > start { paths.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)) }
                start = end + 1
            }
            if bytes.count > start { paths.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)) }
            return paths
        }
    }

    /// The paths of `paths` relative to `rootPath`, cut and compared by bytes and not copied: `RelativePath.of`
    /// compares and drops `Character`s (3% of an unchanged run over 4,011 paths), `utf8.starts(with:)` steps a byte
    /// at a time (3% of its instructions). Where the two could differ (a name that begins with a combining mark,
    /// which joins the `/` before it into one `Character`), the fingerprint is not the saved one and the run walks,
    /// as it would for any change.
    static func relative(_ paths: [String], to rootPath: String) -> [Substring] {
        let prefix = PathKey(rootPath.hasSuffix("/") ? rootPath : rootPath + "/")
        let count = prefix.path.utf8.count
        return paths.map { path in
            guard path.utf8.count > count, prefix.isPrefix(of: path) else { return Substring(RelativePath.of(path, in: rootPath)) }
            return Substring(path.utf8.dropFirst(count))
        }
    }

    /// This run's result when the inputs are the saved run's: `inputs` plus the outputs the saved run planned has
    /// its fingerprint, and every stamp in it was trustworthy when that run began reading.
    func result(inputs: InputFingerprint, filesScanned: Int, targets: MockTargets, root: URL) -> MocksResult? {
        let fingerprint = Self.adding(outputs: mocks.map(\.mock), targets: targets, root: root, to: inputs)
        guard fingerprint.isComplete, fingerprint.value == self.fingerprint, fingerprint.isTrusted(savedAt: readAt) else { return nil }
        return MocksResult(
            changeSet: ChangeSet(files: [], deletions: [], group: MocksPipeline.group),
            current: mocks.map(\.mock), mocks: mocks, warnings: warnings,
            stats: MocksStats(filesScanned: filesScanned, filesParsed: 0, cacheHits: filesScanned, mocks: mocks.count, mocksRendered: 0),
            cache: nil, lastRun: nil, root: root
        )
    }
}
