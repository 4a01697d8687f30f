import Foundation
import ScaffoldCore
import SwiftSource

/// What `scaffold check` reads and how: the project, its preset and settings, the folders to read and the
/// paths to report.
public struct CheckConfiguration: Sendable {
    public var root: URL
    public var preset: Preset
    public var roots: ProjectRoots
    public var settings: CheckSettings
    /// Folders (or files) whose Swift files are read: the project's sources by default.
    public var sources: [URL]
    /// Files or folders whose findings are reported (they are read too); nil reports every source.
    public var only: [URL]?
    public var useCache: Bool

    public init(
        root: URL, preset: Preset, roots: ProjectRoots, settings: CheckSettings, sources: [URL], only: [URL]? = nil,
        useCache: Bool = true
    ) {
        self.root = root
        self.preset = preset
        self.roots = roots
        self.settings = settings
        self.sources = sources
        self.only = only
        self.useCache = useCache
    }
}

/// The result of a check: the report, and the cache files to save (only the command writes).
public struct CheckRun: Sendable {
    public var report: CheckReport
    /// Cache file name → new contents; empty when the cache on disk is up to date or the cache is off.
    public var cache: [String: Data]
}

/// `scaffold check`: finds the Swift files, reads their facts (from the cache when their contents did not
/// change, else with SwiftSyntax, on every core), and runs the preset's rules over them.
public enum CheckPipeline {
    public static func run(_ configuration: CheckConfiguration) throws(ScaffoldError) -> CheckRun {
        let unknown = configuration.settings.unknownRules(known: RuleCatalog.ids)
        guard unknown.isEmpty else { throw .invalidConfiguration(unknown) }
        let hidden = configuration.root.appendingPathComponent(".scaffold")
        let exclusion = PathExclusion(configuration.settings.exclude)
        let reported = try configuration.only.map { paths throws(ScaffoldError) in
            Set(try SourceFileFinder.find(roots: paths, excluding: hidden, root: configuration.root).map(\.path))
        }
        let sources = try SourceFileFinder.find(
            roots: configuration.sources + (configuration.only ?? []), excluding: hidden, root: configuration.root
        ).filter { !exclusion.excludes($0.path) }

        let index = configuration.useCache ? CheckCache.load(root: configuration.root) : CheckCache()
        // Contents are kept only for files the index does not know as they are: those are the ones to parse.
        let scanned = parallelMap(sources) { source -> (hash: String, changed: Data?)? in
            guard let data = FileManager.default.contents(atPath: source.absolutePath) else { return nil }
            let hash = CheckCache.hash(data)
            return (hash, index.files[source.path] == hash ? nil : data)
        }
        var unreadable: [Diagnostic] = []
        var current: [(source: SourceFile, hash: String, changed: Data?)] = []
        for (source, result) in zip(sources, scanned) {
            guard let result else {
                unreadable.append(Diagnostic(
                    .warning, "cannot read \(source.path); it is not checked", at: SourceLocation(file: source.path, line: 1, column: 1),
                    hint: "check the file's permissions"
                ))
                continue
            }
            current.append((source, result.hash, result.changed))
        }

        let fingerprint = Self.fingerprint(configuration, files: current.map { ($0.source.path, $0.hash) }, reported: reported)
        if configuration.useCache, unreadable.isEmpty, let last = index.lastRun, last.fingerprint == fingerprint {
            var report = last.report
            report.filesParsed = 0
            report.filesFromCache = current.count
            return CheckRun(report: report, cache: [:])
        }

        let shards = configuration.useCache ? CheckCache.loadShards(root: configuration.root) : []
        let read = parallelMap(current) { file -> (facts: SourceFacts, parsed: Bool) in
            let path = file.source.path
            if !shards.isEmpty, let entry = shards[CheckCache.shard(of: path)].entries[path], entry.hash == file.hash {
                return (entry.facts, false)
            }
            let data = file.changed ?? FileManager.default.contents(atPath: file.source.absolutePath) ?? Data()
            return (SourceFactsReader.read(source: String(decoding: data, as: UTF8.self)), true)
        }

        var report = CheckRunner.run(
            zip(current, read).map { CheckRunner.Input(path: $0.source.path, facts: $1.facts) }, preset: configuration.preset,
            roots: configuration.roots, settings: configuration.settings, only: reported
        )
        report.problems = unreadable + report.problems
        report.filesParsed = read.count { $0.parsed }
        report.filesFromCache = read.count - report.filesParsed
        guard configuration.useCache else { return CheckRun(report: report, cache: [:]) }

        var next = CheckCache()
        next.files = Dictionary(current.map { ($0.source.path, $0.hash) }, uniquingKeysWith: { first, _ in first })
        next.lastRun = CheckCache.LastRun(fingerprint: fingerprint, report: report)
        // A shard is written again when a path in it was parsed, added or removed.
        var stale = Set(zip(current, read).filter { $0.1.parsed }.map { CheckCache.shard(of: $0.0.source.path) })
        stale.formUnion(Set(index.files.keys).symmetricDifference(next.files.keys).map(CheckCache.shard(of:)))
        var contents: [Int: CheckCache.Shard] = [:]
        for (file, facts) in zip(current, read) where stale.contains(CheckCache.shard(of: file.source.path)) {
            contents[CheckCache.shard(of: file.source.path), default: CheckCache.Shard()].entries[file.source.path] =
                CheckCache.Entry(hash: file.hash, facts: facts.facts)
        }
        let written = contents
        let encoded = parallelMap(stale.sorted()) { shard -> (String, Data) in
            (CheckCache.shardName(shard), CheckCache.encoded(written[shard] ?? CheckCache.Shard()))
        }
        var cache = Dictionary(encoded, uniquingKeysWith: { (first: Data, _: Data) in first })
        cache[CheckCache.fileName] = CheckCache.encoded(next)
        return CheckRun(report: report, cache: cache)
    }

    /// Stands for every input of a report: the tool version, preset, roots, settings, reported paths, and each
    /// file's path and content hash.
    private static func fingerprint(_ configuration: CheckConfiguration, files: [(String, String)], reported: Set<String>?) -> String {
        var parts = [
            CheckCache.currentVersion, configuration.preset.name, configuration.roots.sources, configuration.roots.tests,
            String(describing: configuration.preset.layout.patterns.sorted { $0.key.rawValue < $1.key.rawValue }),
            configuration.settings.rules.map { "\($0.id)=\($0.level.rawValue)" }.joined(separator: ","),
            configuration.settings.exclude.joined(separator: ","),
            reported.map { $0.sorted().joined(separator: ",") } ?? "*",
        ]
        for (path, hash) in files { parts += [path, hash] }
        return CheckCache.hash(Array(parts.joined(separator: "\u{0}").utf8))
    }

    /// Saves the cache files `run` produced under `.scaffold/cache/`, each atomically. A failure only costs time
    /// next run, so it is returned as a warning.
    public static func saveCache(_ run: CheckRun, root: URL) -> Diagnostic? {
        guard !run.cache.isEmpty else { return nil }
        let folder = root.appendingPathComponent(CheckCache.folder)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, data) in run.cache.sorted(by: { $0.key < $1.key }) {
                try data.write(to: folder.appendingPathComponent(name), options: .atomic)
            }
            return nil
        } catch {
            return Diagnostic(
                .warning, "could not save the check cache: \(error.localizedDescription)",
                hint: "the next run parses every file again; check that \(CheckCache.folder) is writable"
            )
        }
    }
}
