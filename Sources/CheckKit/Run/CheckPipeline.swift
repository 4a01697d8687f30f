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

/// The result of a check: the report, and the cache to save when it changed (only the command writes).
public struct CheckRun: Sendable {
    public var report: CheckReport
    /// The new cache contents; nil when the cache on disk is already up to date or the cache is off.
    public var cache: Data?
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

        let cache = configuration.useCache ? CheckCache.load(root: configuration.root) : CheckCache()
        let read = parallelMap(sources) { source -> (path: String, hash: String, facts: SourceFacts, parsed: Bool)? in
            guard let data = FileManager.default.contents(atPath: source.absolutePath) else { return nil }
            let hash = SHA256.hex(data)
            if let facts = cache.facts(of: source.path, hash: hash) { return (source.path, hash, facts, false) }
            return (source.path, hash, SourceFactsReader.read(source: String(decoding: data, as: UTF8.self)), true)
        }
        var unreadable: [Diagnostic] = []
        for (source, result) in zip(sources, read) where result == nil {
            unreadable.append(Diagnostic(
                .warning, "cannot read \(source.path); it is not checked", at: SourceLocation(file: source.path, line: 1, column: 1),
                hint: "check the file's permissions"
            ))
        }
        let files = read.compactMap { $0 }

        var report = CheckRunner.run(
            files.map { CheckRunner.Input(path: $0.path, facts: $0.facts) }, preset: configuration.preset,
            roots: configuration.roots, settings: configuration.settings, only: reported
        )
        report.problems = unreadable + report.problems
        report.filesParsed = files.count { $0.parsed }
        report.filesFromCache = files.count - report.filesParsed

        let unchanged = report.filesParsed == 0 && cache.files.count == files.count
        var next = CheckCache()
        if configuration.useCache && !unchanged {
            next.files = Dictionary(files.map { ($0.path, CheckCache.Entry(hash: $0.hash, facts: $0.facts)) }, uniquingKeysWith: { first, _ in first })
        }
        return CheckRun(report: report, cache: configuration.useCache && !unchanged ? next.encoded() : nil)
    }

    /// Saves the cache `run` produced under `.scaffold/cache/`, atomically. A failure only costs time next run,
    /// so it is returned as a warning.
    public static func saveCache(_ run: CheckRun, root: URL) -> Diagnostic? {
        guard let data = run.cache else { return nil }
        let folder = root.appendingPathComponent(CheckCache.folder)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: folder.appendingPathComponent(CheckCache.fileName), options: .atomic)
            return nil
        } catch {
            return Diagnostic(
                .warning, "could not save the check cache: \(error.localizedDescription)",
                hint: "the next run parses every file again; check that \(CheckCache.folder) is writable"
            )
        }
    }
}
