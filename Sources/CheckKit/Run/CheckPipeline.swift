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

        let cacheReader = Writer(root: configuration.root)
        let index = configuration.useCache ? CheckCache.load(cacheReader) : CheckCache()
        // Contents are kept only for files the index does not know as they are: those are the ones to parse.
        let scanned = parallelMap(sources) { source -> (hash: String, changed: Data?)? in
            guard let data = FileSystem.contents(of: source.absolutePath) else { return nil }
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

        let known = configuration.useCache ? CheckCache.loadFiles(cacheReader) : CheckCache.Files()
        // Changed files are parsed; the others are known by their cached summary.
        let parsedNow = parallelMap(current) { file -> (facts: SourceFacts, summaryHash: String)? in
            let data: Data
            if let changed = file.changed {
                data = changed
            } else if known.entries[file.source.path]?.hash == file.hash {
                return nil
            } else {
                // The index knew the file but its summary is missing or of other contents: read it again.
                data = FileSystem.contents(of: file.source.absolutePath) ?? Data()
            }
            let facts = SourceFactsReader.read(source: String(decoding: data, as: UTF8.self))
            return (facts, CheckCache.summaryHash(facts.summary))
        }
        let summaries = zip(current, parsedNow).map { file, parsed -> (summary: SourceFacts, hash: String) in
            if let parsed { return (parsed.facts.summary, parsed.summaryHash) }
            let entry = known.entries[file.source.path]
            return (entry?.summary ?? SourceFacts(), entry?.summaryHash ?? "")
        }
        let context = Self.context(configuration, files: zip(current, summaries).map { ($0.source.path, $1.hash) })

        var outputs: [String: CheckRunner.FileOutput] = [:]
        var facts: [SourceFacts?] = parsedNow.map { $0?.facts }
        if configuration.useCache, index.context == context {
            // Nothing other files depend on changed: check the changed files against everyone's summaries.
            let changed = Set(zip(current, parsedNow).filter { $0.1 != nil }.map { $0.0.source.path })
            let inputs = zip(current, zip(parsedNow, summaries)).map { file, parsed in
                CheckRunner.Input(path: file.source.path, facts: parsed.0?.facts ?? parsed.1.summary)
            }
            outputs = CheckRunner.evaluate(inputs, preset: configuration.preset, roots: configuration.roots, checked: changed)
            for file in current where !changed.contains(file.source.path) {
                outputs[file.source.path] = known.entries[file.source.path]?.output
            }
        } else {
            let shards = configuration.useCache ? CheckCache.loadShards(cacheReader) : [:]
            facts = parallelMap(Array(zip(current, facts))) { file, parsed -> SourceFacts? in
                if parsed != nil { return parsed }
                let path = file.source.path
                if let entry = shards[CheckCache.shard(of: path)]?.entries[path], entry.hash == file.hash { return entry.facts }
                let data = FileSystem.contents(of: file.source.absolutePath) ?? Data()
                return SourceFactsReader.read(source: String(decoding: data, as: UTF8.self))
            }
            let inputs = zip(current, facts).map { CheckRunner.Input(path: $0.source.path, facts: $1 ?? SourceFacts()) }
            outputs = CheckRunner.evaluate(inputs, preset: configuration.preset, roots: configuration.roots)
        }

        var report = CheckRunner.report(outputs, preset: configuration.preset, settings: configuration.settings, only: reported)
        report.problems = unreadable + report.problems
        report.filesParsed = parsedNow.count { $0 != nil }
        report.filesFromCache = current.count - report.filesParsed
        guard configuration.useCache else { return CheckRun(report: report, cache: [:]) }

        var next = CheckCache()
        next.context = context
        next.lastRun = CheckCache.LastRun(fingerprint: fingerprint, report: report)
        var nextFiles = CheckCache.Files()
        for (file, summary) in zip(current, summaries) {
            next.files[file.source.path] = file.hash
            nextFiles.entries[file.source.path] = CheckCache.FileEntry(
                hash: file.hash, summaryHash: summary.hash, summary: summary.summary, output: outputs[file.source.path] ?? CheckRunner.FileOutput()
            )
        }
        // A shard is written again when a path in it was parsed, added or removed; it holds the facts of its
        // paths that are at hand (a file whose facts were not read this run is read again when next needed).
        var stale = Set(zip(current, parsedNow).filter { $0.1 != nil }.map { CheckCache.shard(of: $0.0.source.path) })
        stale.formUnion(Set(index.files.keys).symmetricDifference(next.files.keys).map(CheckCache.shard(of:)))
        let previous = facts.allSatisfy({ $0 != nil }) ? [:] : CheckCache.loadShards(cacheReader, only: stale)
        var contents: [Int: CheckCache.Shard] = [:]
        for (file, known) in zip(current, facts) where stale.contains(CheckCache.shard(of: file.source.path)) {
            let shard = CheckCache.shard(of: file.source.path)
            var entry = known.map { CheckCache.Entry(hash: file.hash, facts: $0) }
            if entry == nil, let old = previous[shard]?.entries[file.source.path], old.hash == file.hash { entry = old }
            if let entry { contents[shard, default: CheckCache.Shard()].entries[file.source.path] = entry }
        }
        let written = contents
        let encoded = parallelMap(stale.sorted()) { shard -> (String, Data) in
            (CheckCache.shardName(shard), CheckCache.encoded(written[shard] ?? CheckCache.Shard()))
        }
        var cache = Dictionary(encoded, uniquingKeysWith: { (first: Data, _: Data) in first })
        cache[CheckCache.fileName] = CheckCache.encoded(next)
        // Summaries and outputs: the shards with a changed file or a changed output (only possible when the context
        // changed and every file was checked again).
        var staleFiles = stale
        if index.context != context {
            for (path, entry) in nextFiles.entries where known.entries[path]?.output != entry.output || known.entries[path]?.summaryHash != entry.summaryHash {
                staleFiles.insert(CheckCache.shard(of: path))
            }
        }
        var filesShards: [Int: CheckCache.Files] = [:]
        for (path, entry) in nextFiles.entries where staleFiles.contains(CheckCache.shard(of: path)) {
            filesShards[CheckCache.shard(of: path), default: CheckCache.Files()].entries[path] = entry
        }
        let writtenFiles = filesShards
        for (name, data) in parallelMap(staleFiles.sorted(), { shard -> (String, Data) in
            (CheckCache.filesName(shard), CheckCache.encoded(writtenFiles[shard] ?? CheckCache.Files()))
        }) {
            cache[name] = data
        }
        return CheckRun(report: report, cache: cache)
    }

    /// Stands for what other files' findings depend on: the preset, its layout, the roots, and every file's
    /// path and summary.
    private static func context(_ configuration: CheckConfiguration, files: [(String, String)]) -> String {
        var parts = [
            CheckCache.currentVersion, configuration.preset.name, configuration.roots.sources, configuration.roots.tests,
            String(describing: configuration.preset.layout.patterns.sorted { $0.key.rawValue < $1.key.rawValue }),
        ]
        for (path, summary) in files { parts += [path, summary] }
        return CheckCache.hash(Array(parts.joined(separator: "\u{0}").utf8))
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

    /// Saves the cache files `run` produced through the writer (into `.scaffold/cache/`, each atomically), under
    /// the project lock the command holds. A failure only costs time next run, so it is returned as a warning.
    public static func saveCache(_ run: CheckRun, root: URL, lock: ProjectLock? = nil) -> Diagnostic? {
        let writer = Writer(root: root, lock: lock)
        do throws(ScaffoldError) {
            for (name, data) in run.cache.sorted(by: { $0.key < $1.key }) { try writer.saveCache(name, data) }
            return nil
        } catch {
            return Diagnostic(
                .warning, "could not save the check cache: \(error.message)",
                hint: "the next run parses every file again; check that \(Writer.cacheFolder) is writable"
            )
        }
    }
}
