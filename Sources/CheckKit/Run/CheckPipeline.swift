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
    /// Folders (or files) whose Swift files are read: the project's sources by default (`sources:`, one or several).
    public var sources: [URL]
    /// Files or folders whose findings are reported (they are read too); nil reports every source.
    public var only: [URL]?
    public var useCache: Bool
    /// Also say, per file, its layer and the role of each type, and why (`--explain`).
    public var explain: Bool

    public init(
        root: URL, preset: Preset, roots: ProjectRoots, settings: CheckSettings, sources: [URL], only: [URL]? = nil,
        useCache: Bool = true, explain: Bool = false
    ) {
        self.root = root
        self.preset = preset
        self.roots = roots
        self.settings = settings
        self.sources = sources
        self.only = only
        self.useCache = useCache
        self.explain = explain
    }
}

/// The result of a check: the report, the cache files to save (only the command writes), and with `explain`
/// how each file was read.
public struct CheckRun: Sendable {
    public var report: CheckReport
    /// Cache file name → new contents; empty when the cache on disk is up to date or the cache is off.
    public var cache: [String: Data]
    /// Every file found, checked or not, in path order (with `explain` only).
    public var explanation: [FileExplanation] = []
}

/// `scaffold check`: finds the Swift files, and per file parses it, summarizes its declarations for the project
/// index and runs every rule's visitor over it, on every core. One content-hash cache per file in front of it
/// (`FileCache`, `check-files.cache`): a file whose bytes did not change is not parsed again, and its findings are
/// kept while the index answers its rules' questions as before. An unchanged tree prints the last report
/// (`check-report.json`, one report and the fingerprint of its inputs) without reading the cache.
public enum CheckPipeline {
    static let filesCacheName = "check-files.cache"
    static let reportCacheName = "check-report.json"

    public static func run(_ configuration: CheckConfiguration) throws(ScaffoldError) -> CheckRun {
        let unknown = configuration.settings.unknownRules(known: RuleCatalog.ids)
        guard unknown.isEmpty else { throw .invalidConfiguration(unknown) }
        let root = configuration.root
        let hidden = root.appendingPathComponent(".scaffold")
        let reported = try configuration.only.map { paths throws(ScaffoldError) in
            Set(try SourceFileFinder.find(roots: paths, excluding: hidden, root: root).map(\.path))
        }
        let found = try SourceFileFinder.find(roots: configuration.sources + (configuration.only ?? []), excluding: hidden, root: root)
        let context = CheckContext(
            preset: configuration.preset, roots: configuration.roots, settings: configuration.settings,
            sourceFolders: configuration.sources.map { RelativePath.of($0, in: root) }.map { $0.isEmpty ? "." : $0 }
        )
        let exclusion = PathExclusion(configuration.settings.exclude)
        var skipped: [(path: String, reason: SkipReason)] = []
        var sources: [SourceFile] = []
        for source in found {
            if let reason = Self.skipReason(source.path, exclusion: exclusion, layers: context.layers) {
                skipped.append((source.path, reason))
            } else {
                sources.append(source)
            }
        }

        // Every file is read and hashed; an unchanged tree stops here.
        let contents = parallelMap(sources) { source -> (data: Data, hash: String)? in
            FileSystem.contents(of: source.absolutePath).map { ($0, ContentHash.hex($0)) }
        }
        var unreadable: [Diagnostic] = []
        var hashed: [(path: String, data: Data, hash: String)] = []
        for (source, content) in zip(sources, contents) {
            guard let content else {
                unreadable.append(Diagnostic(
                    .warning, "cannot read \(source.path); it is not checked", at: SourceLocation(file: source.path, line: 1, column: 1),
                    hint: "check the file's permissions"
                ))
                continue
            }
            hashed.append((source.path, content.data, content.hash))
        }
        // The packages' manifests say which module is which folder (`import BagData` is an import of Data).
        let manifests = found.filter { Self.isManifest($0.path) }.compactMap { manifest in
            FileSystem.contents(of: manifest.absolutePath).map { (path: manifest.path, text: String(decoding: $0, as: UTF8.self)) }
        }
        let writer = Writer(root: root)
        var inputs: [String] = [
            context.digest, configuration.settings.rules.map { "\($0.id)=\($0.level.rawValue)" }.joined(separator: ","),
            configuration.settings.exclude.joined(separator: ","), reported.map { $0.sorted().joined(separator: ",") } ?? "*",
        ]
        for file in hashed { inputs += [file.path, file.hash] }
        for manifest in manifests { inputs += [manifest.path, manifest.text] }
        let fingerprint = ContentHash.hex(parts: inputs)
        if configuration.useCache, !configuration.explain, unreadable.isEmpty, let last = LastReport.load(writer), last.fingerprint == fingerprint {
            var report = last.report
            report.filesParsed = 0
            report.filesFromCache = hashed.count
            return CheckRun(report: report, cache: [:])
        }
        let files = parallelMap(hashed) { file in (place: context.layers.place(file.path), data: file.data, hash: file.hash) }

        // Summaries: from the cache, else parsed (and the parse kept for the rules).
        var cache = configuration.useCache
            ? FileCache<FileOutcome>.load(filesCacheName, format: CheckCacheFormat.version, from: writer)
            : FileCache<FileOutcome>(name: filesCacheName, format: CheckCacheFormat.version)
        let known = cache
        let first = parallelMap(files) { file -> (cached: FileOutcome?, parsed: ParsedSource?) in
            if let cached = known.value(at: file.place.path, hash: file.hash) { return (cached, nil) }
            return (nil, ParsedSource(file.data))
        }
        let index = context.index(
            zip(files, first).map { file, read in (file.place, read.parsed?.summary ?? read.cached!.summary) }, manifests: manifests
        )

        // Findings: kept while the index answers the file's questions as before, else found again.
        let second = parallelMap(Array(zip(files, first))) { file, read -> (outcome: FileOutcome, parsed: Bool) in
            if let cached = read.cached, cached.context == context.digest, cached.answers == index.digest(of: cached.lookups) {
                return (cached, false)
            }
            let parsed = read.parsed ?? ParsedSource(file.data)
            let (output, lookups) = FileCheck.run(parsed, place: file.place, preset: configuration.preset, index: index)
            return (FileOutcome(
                summary: parsed.summary, output: output, context: context.digest, lookups: lookups, answers: index.digest(of: lookups)
            ), true)
        }
        var outputs: [String: FileOutput] = [:]
        for (file, result) in zip(files, second) { outputs[file.place.path] = result.outcome.output }
        var report = CheckRunner.report(outputs, preset: configuration.preset, settings: configuration.settings, only: reported)
        report.problems = unreadable + report.problems
        report.filesParsed = second.count(where: \.parsed)
        report.filesFromCache = files.count - report.filesParsed

        var run = CheckRun(report: report, cache: [:])
        if configuration.explain {
            run.explanation = FileExplanation.explain(
                checked: files.map(\.place), summaries: zip(first, second).map { $0.parsed?.summary ?? $1.outcome.summary },
                skipped: skipped.map { path, reason in
                    let place = context.layers.place(path)
                    return (place, reason == .test ? "a test (\(place.layerReason))" : reason.rawValue)
                }, index: index
            ).filter { reported?.contains($0.path) ?? true }
        }
        guard configuration.useCache else { return run }
        for (file, result) in zip(files, second) { cache.record(result.outcome, at: file.place.path, hash: file.hash) }
        if report.filesParsed > 0 || Set(known.loadedPaths) != Set(files.map(\.place.path)) {
            run.cache[filesCacheName] = cache.encoded()
        }
        if unreadable.isEmpty { run.cache[reportCacheName] = Writer.cacheJSON(LastReport(fingerprint: fingerprint, report: report)) }
        return run
    }

    /// Why a file found under the sources is not read.
    enum SkipReason: String {
        case excluded = "excluded by `check.exclude`"
        case manifest = "a package manifest (read for its targets)"
        case test = "a test"
    }

    private static func skipReason(_ path: String, exclusion: PathExclusion, layers: LayerResolver) -> SkipReason? {
        if exclusion.excludes(path) { return .excluded }
        if isManifest(path) { return .manifest }
        if layers.isTest(path) { return .test }
        return nil
    }

    /// `Package.swift` or `Package@swift-6.0.swift`.
    static func isManifest(_ path: String) -> Bool {
        let name = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? Substring(path)
        return name == "Package.swift" || (name.hasPrefix("Package@swift") && name.hasSuffix(".swift"))
    }

    /// Saves the cache files `run` produced through the writer (into `.scaffold/cache/`, each atomically; the
    /// folder ignores itself for git), under the project lock the command holds. A failure only costs time next
    /// run, so it is returned as a warning.
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

/// One file's entry in `check-files.cache`: its summary (valid for its bytes whatever the configuration), and its
/// output with what that depends on besides its bytes: the configuration, and the index's answers to the names
/// its rules asked about.
struct FileOutcome: Codable, Sendable {
    var summary: FileSummary
    var output: FileOutput
    /// `CheckContext.digest` of the run that found the output.
    var context: String
    var lookups: [String]
    /// `ProjectIndex.digest(of: lookups)` then.
    var answers: String
}

/// The last report and the fingerprint of its inputs (tool, configuration, settings, reported paths, every file's
/// path and hash): a run with the same fingerprint prints it again without opening the per-file cache. Measured
/// on `make bench`'s 5,000 files: decoding `check-files.cache` alone costs more than the whole unchanged run.
struct LastReport: Codable, Sendable {
    var version = LastReport.currentVersion
    var fingerprint: String
    var report: CheckReport

    static var currentVersion: String { "scaffold \(ScaffoldVersion.current) check report \(CheckCacheFormat.version)" }

    init(fingerprint: String, report: CheckReport) {
        self.fingerprint = fingerprint
        self.report = report
    }

    static func load(_ writer: Writer) -> LastReport? {
        guard let data = writer.readCache(CheckPipeline.reportCacheName),
              let last = try? JSONDecoder().decode(LastReport.self, from: data), last.version == currentVersion else { return nil }
        return last
    }
}
