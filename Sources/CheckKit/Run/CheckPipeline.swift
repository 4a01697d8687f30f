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
    /// The project's source folders, which the layout's `{sourceRoot}` stands for; nil: `sources`. They differ in an
    /// adopted app, where `check` reads the whole repository but the layout (`{sourceRoot}/Stores/{name}.swift`) is
    /// written from the module's folder.
    public var sourceRoots: [URL]?
    /// Files or folders whose findings are reported (they are read too); nil reports every source.
    public var only: [URL]?
    public var useCache: Bool
    /// Also say, per file, its layer and the role of each type, and why (`--explain`).
    public var explain: Bool

    public init(
        root: URL, preset: Preset, roots: ProjectRoots, settings: CheckSettings, sources: [URL], sourceRoots: [URL]? = nil,
        only: [URL]? = nil, useCache: Bool = true, explain: Bool = false
    ) {
        self.root = root
        self.preset = preset
        self.roots = roots
        self.settings = settings
        self.sources = sources
        self.sourceRoots = sourceRoots
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

/// `scaffold check`, streaming: no syntax tree outlives the file it was made for, so memory stays flat as the tree
/// grows (a run keeps each file's summary and outcome, not its syntax).
///
/// 1. Every file is known by its `stat` or read and hashed (`CheckInputs`); an unchanged tree prints the last report.
/// 2. Every file's summary: from `check-files.cache` for bytes seen before, else read from a copy of the file with
///    its bodies blanked (`SummarySource`). The summaries make the project index.
/// 3. Every file's findings: kept from the cache while the index answers the file's questions as before, else the
///    file is parsed whole, its rules run, and the tree is dropped.
public enum CheckPipeline {
    static let filesCacheName = "check-files.cache"

    public static func run(_ configuration: CheckConfiguration) throws(ScaffoldError) -> CheckRun {
        let unknown = configuration.settings.unknownRules(known: RuleCatalog.ids)
        guard unknown.isEmpty else { throw .invalidConfiguration(unknown) }
        let writer = Writer(root: configuration.root)
        let inputs = try CheckInputs.read(configuration, writer: writer)
        let context = inputs.context
        if configuration.useCache, !configuration.explain, inputs.unreadable.isEmpty, let last = LastReport.load(writer),
           last.fingerprint == inputs.fingerprint {
            var report = last.report
            report.filesParsed = 0
            report.filesFromCache = inputs.files.count
            return CheckRun(report: report, cache: inputs.stampsToSave.map { [CheckInputs.stampsCacheName: $0] } ?? [:])
        }
        // Where each file is (its layer, the layout's kinds): needed from here on only.
        let places = parallelMap(inputs.files) { context.layers.place($0.source.path) }
        let files = zip(inputs.files, places).map { PlacedInput(input: $0, place: $1) }

        // Summaries: from the cache, else from a blanked copy of the file.
        var cache = configuration.useCache
            ? FileCache<FileOutcome>.load(filesCacheName, format: CheckCacheFormat.version, from: writer)
            : FileCache<FileOutcome>(name: filesCacheName, format: CheckCacheFormat.version)
        let known = cache
        let first = parallelMap(files) { file -> (cached: FileOutcome?, summary: FileSummary) in
            if let cached = known.value(at: file.place.path, hash: file.input.hash) { return (cached, cached.summary) }
            return (nil, file.input.bytes().map(SummarySource.summary(of:)) ?? FileSummary())
        }
        let index = context.index(zip(files, first).map { ($0.place, $1.summary) }, manifests: inputs.manifests)

        // Findings: kept while the index answers the file's questions as before, else found again from a whole
        // parse made here and dropped here.
        let second = parallelMap(Array(zip(files, first))) { file, read -> (outcome: FileOutcome, parsed: Bool, stable: Bool) in
            if let cached = read.cached, cached.context == context.digest, cached.answers == index.digest(of: cached.lookups) {
                return (cached, false, true)
            }
            let bytes = file.input.bytes() ?? []
            let parsed = ParsedSource(Data(bytes))
            let (output, lookups) = FileCheck.run(parsed, place: file.place, preset: configuration.preset, index: index)
            let outcome = FileOutcome(
                summary: read.summary, output: output, context: context.digest, lookups: lookups, answers: index.digest(of: lookups)
            )
            // Edited since it was hashed: its outcome is this run's, but not what the hash stands for.
            return (outcome, true, FileCache<FileOutcome>.hash(bytes) == file.input.hash)
        }
        var outputs: [String: FileOutput] = [:]
        for (file, result) in zip(files, second) { outputs[file.place.path] = result.outcome.output }
        var report = CheckRunner.report(outputs, preset: configuration.preset, settings: configuration.settings, only: inputs.reported)
        report.problems = inputs.unreadable + report.problems
        report.filesParsed = second.count(where: \.parsed)
        report.filesFromCache = files.count - report.filesParsed

        var run = CheckRun(report: report, cache: [:])
        if configuration.explain {
            run.explanation = FileExplanation.explain(
                checked: files.map(\.place), summaries: first.map(\.summary),
                skipped: inputs.skipped.map { path, reason in
                    let place = context.layers.place(path)
                    return (place, reason == .test ? "a test (\(place.layerReason))" : reason.rawValue)
                }, index: index
            ).filter { inputs.reported?.contains($0.path) ?? true }
        }
        guard configuration.useCache else { return run }
        for (file, result) in zip(files, second) where result.stable { cache.record(result.outcome, at: file.place.path, hash: file.input.hash) }
        if report.filesParsed > 0 || Set(known.loadedPaths) != Set(cache.recordedPaths) {
            run.cache[filesCacheName] = cache.encoded()
        }
        if let stamps = inputs.stampsToSave { run.cache[CheckInputs.stampsCacheName] = stamps }
        if inputs.unreadable.isEmpty, second.allSatisfy(\.stable) {
            run.cache[LastReport.cacheName] = Writer.cacheJSON(LastReport(fingerprint: inputs.fingerprint, report: report))
        }
        return run
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

/// A file read for this run, and where it is.
struct PlacedInput: Sendable {
    var input: CheckInputs.File
    var place: PlacedFile
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
