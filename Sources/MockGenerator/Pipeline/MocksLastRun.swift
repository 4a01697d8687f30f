import Foundation
import ScaffoldCore
import SwiftSource

/// What the last run that wrote nothing found (its mocks and warnings), under the fingerprint of everything it read:
/// the configuration, every source's path and stamp, the output folders' Swift files, the planned mocks' files and
/// the manifest. A run whose inputs have that fingerprint, each stamp older than the racy window before the saving
/// run began reading, prints it again without decoding `mocks.cache`, reading, planning or hashing a file: the walk
/// and one `stat` a file are all it does (issue 32: an unchanged run over five apps at 0.1× Mockolo's time).
///
/// Saved in `.scaffold/cache/` (atomically, under the project lock) only by a run that wrote nothing and read every
/// file; a damaged file or one of another version is ignored, and deleting it costs one ordinary run.
struct MocksLastRun: Codable, Sendable {
    static let cacheName = "mocks-last-run.json"
    static var currentVersion: String { "scaffold \(ScaffoldVersion.current) mocks last run \(SourceRecord.format)" }

    var version = MocksLastRun.currentVersion
    var fingerprint: String
    /// When the saving run began reading its inputs (nanoseconds since 1970).
    var readAt: Int64
    var mocks: [MockListing]
    var warnings: [Diagnostic]

    static func load(_ writer: Writer) -> MocksLastRun? {
        guard let data = writer.readCache(cacheName),
              let last = try? JSONDecoder().decode(MocksLastRun.self, from: data), last.version == currentVersion else { return nil }
        return last
    }

    /// The fingerprint of the configuration and the sources, each with the stamp taken before it is read.
    static func inputs(_ config: MocksConfiguration, targets: MockTargets, sources: [SourceFile], stamps: [FileStamp?]) -> InputFingerprint {
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
        fingerprint.add("\(sources.count)")
        for (source, stamp) in zip(sources, stamps) { fingerprint.add(path: source.path, stamp: stamp) }
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
