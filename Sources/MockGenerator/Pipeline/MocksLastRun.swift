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
/// file; a damaged file or one of another version is ignored, and deleting it costs one ordinary run. The file is
/// the record's JSON on one line, then the listing's lines (`FolderListing.text`): kept out of the JSON, 4,011 paths
/// are read without unescaping a line break between each two.
struct MocksLastRun: Codable, Sendable {
    static let cacheName = "mocks-last-run.json"
    static var currentVersion: String { "scaffold \(ScaffoldVersion.current) mocks last run 2 \(SourceRecord.format)" }

    var version = MocksLastRun.currentVersion
    var fingerprint: String
    /// When the saving run began reading its inputs (nanoseconds since 1970).
    var readAt: Int64
    var mocks: [MockListing]
    var warnings: [Diagnostic]
    /// The folders the saving run listed and the sources it found, grouped by folder as the fingerprint takes them
    /// (`FolderListing.text`); nil when its walk cannot be repeated by `stat` alone (`SwiftFileWalk.isRepeatable`).
    var listing: String?

    private enum CodingKeys: String, CodingKey {
        case version, fingerprint, readAt, mocks, warnings
    }

    init(fingerprint: String, readAt: Int64, mocks: [MockListing], warnings: [Diagnostic], listing: FolderListing, isRepeatable: Bool) {
        self.fingerprint = fingerprint
        self.readAt = readAt
        self.mocks = mocks
        self.warnings = warnings
        self.listing = isRepeatable ? listing.text : nil
    }

    /// The file's bytes: the JSON has no line break of its own (a compact encoding escapes those in strings).
    var encoded: Data {
        var data = Writer.cacheJSON(self)
        if let listing {
            data.append(UInt8(ascii: "\n"))
            data.append(contentsOf: listing.utf8)
        }
        return data
    }

    static func load(_ writer: Writer) -> MocksLastRun? {
        guard let data = writer.readCache(cacheName) else { return nil }
        let end = data.firstIndex(of: UInt8(ascii: "\n")) ?? data.endIndex
        guard var last = try? JSONDecoder().decode(MocksLastRun.self, from: data[..<end]), last.version == currentVersion else { return nil }
        if end < data.endIndex { last.listing = String(decoding: data[(end + 1)...], as: UTF8.self) }
        return last
    }

    /// The fingerprint of the configuration, and of the folders listed and the sources, group by group, each with the
    /// stamp taken before it is read (`folderStamps` by group, nil for a folder not listed; `fileStamps` by file).
    static func inputs(
        _ config: MocksConfiguration, targets: MockTargets, listing: FolderListing, folderStamps: [FileStamp?], fileStamps: [FileStamp?]
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
        fingerprint.add("\(listing.groups.count) \(listing.fileCount)")
        for (group, stamp) in zip(listing.groups, folderStamps) {
            // A folder not listed has no stamp of its own; a listed one without a stamp makes the fingerprint incomplete.
            fingerprint.add(path: group.folder, stamp: group.isListed ? stamp : nil, required: group.isListed)
            fingerprint.add("\(group.names.count)")
            for (name, index) in zip(group.names, group.indices) { fingerprint.add(path: name, stamp: fileStamps[index]) }
        }
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
        guard let text = listing, let saved = FolderListing(text: text.utf8) else { return nil }
        let stamps = saved.stamps()
        let inputs = Self.inputs(config, targets: targets, listing: saved, folderStamps: stamps.folders, fileStamps: stamps.files)
        return result(inputs: inputs, filesScanned: saved.fileCount, targets: targets, root: config.root)
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
