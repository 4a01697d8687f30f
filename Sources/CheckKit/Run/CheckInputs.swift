import Foundation
import ScaffoldCore
import SwiftSource

/// What a check reads before any parse: the files found and those left out, each read file's place and hash, the
/// packages' manifests, and the fingerprint of all of it. A file whose `stat` is the one recorded last run
/// (`check-stamps.cache`, git's racy rule: see `FileCache`) is not read: its recorded hash stands for its bytes,
/// so an unchanged tree is known from its stats alone and prints the last report.
struct CheckInputs {
    static let stampsCacheName = "check-stamps.cache"

    /// A file that is checked: where it is, and the hash of its bytes when this run first saw them.
    struct File: Sendable {
        var source: SourceFile
        var hash: String

        /// The file's bytes now; nil when it cannot be read any more.
        func bytes() -> [UInt8]? {
            FileSystem.contents(of: source.absolutePath).map(Array.init)
        }
    }

    /// Why a file found under the sources is not read.
    enum SkipReason: String {
        case excluded = "excluded by `check.exclude`"
        case manifest = "a package manifest (read for its targets)"
        case test = "a test"
    }

    var context: CheckContext
    var files: [File] = []
    var skipped: [(path: String, reason: SkipReason)] = []
    /// Files that could not be read, as warnings.
    var unreadable: [Diagnostic] = []
    /// `Package.swift` texts by path: which module is which folder (`import BagData` is an import of Data).
    var manifests: [(path: String, text: String)] = []
    /// The paths whose findings are reported; nil for all.
    var reported: Set<String>?
    /// Stands for everything a report depends on: tool, configuration, levels, excludes, reported paths, every
    /// file's path and hash, the manifests.
    var fingerprint = ""
    /// The stamps cache to save, when it changed.
    var stampsToSave: Data?

    static func read(_ configuration: CheckConfiguration, writer: Writer) throws(ScaffoldError) -> CheckInputs {
        let root = configuration.root
        let hidden = root.appendingPathComponent(".scaffold")
        let reported = try configuration.only.map { paths throws(ScaffoldError) in
            Set(try SourceFileFinder.find(roots: paths, excluding: hidden, root: root).map(\.path))
        }
        let found = try SourceFileFinder.find(roots: configuration.sources + (configuration.only ?? []), excluding: hidden, root: root)
        var inputs = CheckInputs(context: CheckContext(
            preset: configuration.preset, roots: configuration.roots, settings: configuration.settings,
            sourceFolders: (configuration.sourceRoots ?? configuration.sources).map { RelativePath.of($0, in: root) }.map { $0.isEmpty ? "." : $0 }
        ))
        inputs.reported = reported
        let exclusion = PathExclusion(configuration.settings.exclude)
        var sources: [SourceFile] = []
        // A file is a test by its folders: each folder is asked once (an app has some 10 files a folder).
        var testFolders: [Substring: Bool] = [:]
        for source in found {
            let folder = source.path.lastIndex(of: "/").map { source.path[..<$0] } ?? ""
            let isTest = testFolders[folder] ?? {
                let isTest = inputs.context.layers.isTest(String(folder) + "/_.swift")
                testFolders[folder] = isTest
                return isTest
            }()
            if let reason = inputs.skipReason(source.path, exclusion: exclusion, isTest: isTest) {
                inputs.skipped.append((source.path, reason))
            } else {
                sources.append(source)
            }
        }

        inputs.context = inputs.context.holding(found.lazy.map(\.path))

        let stamps = configuration.useCache
            ? FileCache<Seen>.load(stampsCacheName, format: CheckCacheFormat.version, from: writer)
            : FileCache<Seen>(name: stampsCacheName, format: CheckCacheFormat.version)
        let reads = parallelMap(sources) { source -> (hash: String, stamp: FileStamp?)? in
            switch stamps.read(source.path, at: source.absolutePath) {
            case .unchanged(let entry): return (entry.hash, entry.stamp)
            case .read(_, let hash, let stamp, _): return (hash, stamp)
            case .unreadable: return nil
            }
        }
        var recorded = stamps
        for (source, read) in zip(sources, reads) {
            guard let read else {
                inputs.unreadable.append(Diagnostic(
                    .warning, "cannot read \(source.path); it is not checked", at: SourceLocation(file: source.path, line: 1, column: 1),
                    hint: "check the file's permissions"
                ))
                continue
            }
            recorded.record(Seen(), at: source.path, hash: read.hash, stamp: read.stamp)
            inputs.files.append(File(source: source, hash: read.hash))
        }
        if configuration.useCache, !recorded.isUnchanged { inputs.stampsToSave = recorded.encoded() }

        inputs.manifests = found.filter { CheckPipeline.isManifest($0.path) }.compactMap { manifest in
            FileSystem.contents(of: manifest.absolutePath).map { (path: manifest.path, text: String(decoding: $0, as: UTF8.self)) }
        }
        var parts: [String] = [
            inputs.context.digest, configuration.settings.rules.map { "\($0.id)=\($0.level.rawValue)" }.joined(separator: ","),
            configuration.settings.exclude.joined(separator: ","), reported.map { $0.sorted().joined(separator: ",") } ?? "*",
        ]
        for file in inputs.files { parts += [file.source.path, file.hash] }
        for manifest in inputs.manifests { parts += [manifest.path, manifest.text] }
        inputs.fingerprint = ContentHash.hex(parts: parts)
        return inputs
    }

    private func skipReason(_ path: String, exclusion: PathExclusion, isTest: Bool) -> SkipReason? {
        if exclusion.excludes(path) { return .excluded }
        if CheckPipeline.isManifest(path) { return .manifest }
        if isTest { return .test }
        return nil
    }
}

/// What `check-stamps.cache` keeps per file besides its hash and stamp: nothing (the hash is what a stamp stands for).
struct Seen: Codable, Equatable, Sendable {}

/// The last report and the fingerprint of its inputs (tool, configuration, settings, reported paths, every file's
/// path and hash): a run with the same fingerprint prints it again without opening the per-file cache. Measured
/// on `make bench`'s 5,000 files: decoding `check-files.cache` alone costs more than the whole unchanged run.
struct LastReport: Codable, Sendable {
    static let cacheName = "check-report.json"

    var version = LastReport.currentVersion
    var fingerprint: String
    var report: CheckReport

    static var currentVersion: String { "scaffold \(ScaffoldVersion.current) check report \(CheckCacheFormat.version)" }

    init(fingerprint: String, report: CheckReport) {
        self.fingerprint = fingerprint
        self.report = report
    }

    static func load(_ writer: Writer) -> LastReport? {
        guard let data = writer.readCache(cacheName),
              let last = try? JSONDecoder().decode(LastReport.self, from: data), last.version == currentVersion else { return nil }
        return last
    }
}
