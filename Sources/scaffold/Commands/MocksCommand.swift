import ArgumentParser
import Foundation
import MockGenerator
import FeatureKit
import ScaffoldCore

/// `scaffold mocks`: a mock for every annotated protocol in the sources; mocks whose protocol is gone are removed.
struct MocksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mocks",
        abstract: "Generate a mock for every `/// @mockable` protocol in the sources, and remove mocks whose protocol is gone.",
        discussion: """
        Folders, annotation and module come from .scaffold.yml (`mocks:` section) when there is one; flags win.
        Examples:
          scaffold mocks
          scaffold mocks --source Sources/App --source Sources/Core --output Tests/AppTests/Mocks
          scaffold mocks --check        # CI: exit 1 and list stale, missing and extra mocks; write nothing
        """
    )

    @Option(name: .customLong("source"), help: "A folder to scan for protocols; repeat for more (default: the module's sources, Sources/<module>).")
    var sources: [String] = []

    @Option(help: "Folder for the mocks (default: .scaffold.yml's mocks.output, else the one folder layout.mock puts a feature's mocks in, else Tests/<module>Tests/Mocks).")
    var output: String?

    @Option(help: "Doc-comment text that marks a protocol to mock (default: @mockable).")
    var annotation: String?

    @Option(help: "Whose member names the mocks use: mockolo (fetchCallCount, fetchHandler), sourcery (Sourcery 2.x's AutoMockable: fetchIdIntUserCallsCount, fetchIdIntUserClosure) or sourcery-classic (the template before 2.x: fetchIdCallsCount, fetchIdClosure); default: .scaffold.yml's mocks.flavor, else mockolo.")
    var flavor: MockAPIFlavor?

    @Option(name: .customLong("testable-import"), help: "A module the mocks import with @testable; repeat for more (default: the project's module).")
    var testableImports: [String] = []

    @OptionGroup var rootOption: RootOption

    @Flag(help: "Write nothing; list stale, missing and extra mocks, and exit 1 if there are any.")
    var check = false

    @Flag(help: "Show every file's status and a unified diff; write nothing. Exits with the code the real run would.")
    var dryRun = false

    @Flag(help: "Overwrite mocks that were edited since scaffold wrote them (a copy of each is kept under .scaffold/backup/).")
    var force = false

    @Flag(help: "Leave edited mocks as they are and write the rest.")
    var skipConflicts = false

    @Flag(help: "Parse every file instead of reusing the cache in .scaffold/cache/.")
    var noCache = false

    @OptionGroup var jsonOption: JSONOption<JSONOutputs.Result>

    @Flag(help: "List unchanged mocks too.")
    var verbose = false

    @Option(help: "Write every mock into this one file instead (for build-tool plugins: SwiftPM's, Xcode's); parses without the cache.")
    var bundle: String?

    func validate() throws {
        if force && skipConflicts { throw ValidationError("--force and --skip-conflicts contradict each other; pick one") }
        if check && (dryRun || force || skipConflicts) { throw ValidationError("--check writes nothing; drop --dry-run, --force and --skip-conflicts") }
        if bundle != nil && (check || force || skipConflicts) { throw ValidationError("--bundle writes one file of its own; drop --check, --force and --skip-conflicts") }
        if annotation?.isEmpty == true { throw ValidationError("--annotation needs some text, such as @mockable") }
    }

    func run() throws {
        var failure: ScaffoldError?
        do throws(ScaffoldError) {
            let context = try ProjectContext.resolve(root: rootOption.root, currentFolder: ProjectContext.currentFolder)
            var configuration = try mocksConfiguration(context)
            if let bundle { return try writeBundle(bundle, configuration: &configuration) }
            // Held from reading the cache and the manifest until the last write: one writer at a time.
            let lock = try ProjectLock.forCommand(root: configuration.root, dryRun: dryRun || check)
            let result = try MocksPipeline.run(configuration)
            if !jsonOption.json { for warning in result.warnings { Console.err(warning.rendered) } }
            failure = check ? reportCheck(result, root: configuration.root) : try write(result, lock: lock)
            if failure == nil { note(context) }
        } catch {
            throw Console.fail(error, json: jsonOption.json)
        }
        try Console.end(failure)
    }

    /// Writes the mocks and prints what happened; a dry run returns the failure the real run would stop with.
    private func write(_ result: MocksResult, lock: ProjectLock?) throws(ScaffoldError) -> ScaffoldError? {
        let options = WriteOptions(dryRun: dryRun, force: force, skipConflicts: skipConflicts)
        let written = try result.write(options: options, lock: lock)
        let report = written.report
        if !jsonOption.json { for warning in written.warnings { Console.err(warning.rendered) } }
        let failure = report.failure
        if jsonOption.json {
            let statuses = Dictionary(report.results.map { ($0.path, $0.status) }, uniquingKeysWith: { first, _ in first })
            let output = MocksOutput(
                mocks: result.listing(statuses: statuses), report: report,
                warnings: result.warnings + written.warnings, stats: result.stats
            )
            Console.printJSON(WithFailure(value: output, error: failure.map(FailureReport.init)))
        } else {
            Console.printReport(report, verbose: verbose)
            if dryRun {
                for file in report.results { if let diff = file.diff { Console.out(diff) } }
            }
        }
        return failure
    }

    /// Outside a project, what the run took for the project's settings.
    private func note(_ context: ProjectContext) {
        guard sources.isEmpty || output == nil || testableImports.isEmpty else { return }
        let settings = context.mocksSettings
        if let note = context.assumptionNote(
            used: "module \(context.roots.module), sources \(settings.sources.joined(separator: ", ")), mocks in \(settings.output)"
        ) { Console.say(note) }
    }

    /// `--bundle FILE`: every mock in one file, written through the writer rooted at the file's folder (a build
    /// tool's work folder, where the lock and the manifest then live too).
    private func writeBundle(_ path: String, configuration: inout MocksConfiguration) throws(ScaffoldError) {
        configuration.useCache = false
        let file = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileSystem.currentFolder)).standardizedFileURL
        // The run only reads the project (no cache): the lock guards the bundle's folder, where the writing is.
        let lock = try ProjectLock.forCommand(root: file.deletingLastPathComponent(), dryRun: dryRun)
        let result = try MocksPipeline.run(configuration)
        if !jsonOption.json { for warning in result.warnings { Console.err(warning.rendered) } }
        guard let text = MockBundle.text(of: result) else {
            throw .unreadableInput(path: path, reason: "the mocks have no text to bundle")
        }
        let writer = Writer(root: file.deletingLastPathComponent(), lock: lock)
        let report = try writer.apply(
            ChangeSet(files: [GeneratedFile(path: file.lastPathComponent, contents: text)], group: "mocks-bundle"),
            options: WriteOptions(dryRun: dryRun, force: true)
        )
        if jsonOption.json { return Console.printJSON(MocksOutput(mocks: result.listing(), report: report, warnings: result.warnings, stats: result.stats)) }
        Console.printReport(report, verbose: verbose)
    }

    /// Lists what is stale; the failure when anything is, which `--json` carries in the same object.
    private func reportCheck(_ result: MocksResult, root: URL) -> ScaffoldError? {
        let lines = MocksPipeline.check(result, root: root)
        let failure: ScaffoldError? = lines.isEmpty ? nil : .checkFailed(
            summary: "\(lines.count) mock\(lines.count == 1 ? " is" : "s are") out of date\n    hint: run `scaffold mocks` and commit the result"
        )
        if jsonOption.json {
            let output = MocksCheckOutput(mocks: result.listing(), problems: lines, warnings: result.warnings, stats: result.stats)
            Console.printJSON(WithFailure(value: output, error: failure.map(FailureReport.init)))
        } else {
            for line in lines { Console.out("  " + line) }
            if failure == nil { Console.out("\(result.stats.mocks) mocks up to date") }
        }
        return failure
    }

    /// Flags first, then `.scaffold.yml`, then the defaults for the module's roots (`ProjectContext`). Flag paths
    /// are relative to the current folder, configured ones to the project root.
    private func mocksConfiguration(_ context: ProjectContext) throws(ScaffoldError) -> MocksConfiguration {
        let settings = context.mocksSettings
        let fromFlag = { (path: String) in URL(fileURLWithPath: path, relativeTo: ProjectContext.currentFolder).standardizedFileURL }
        var configuration = MocksConfiguration(
            sourceRoots: sources.isEmpty ? settings.sources.map(context.folder) : sources.map(fromFlag),
            outputDirectory: output.map(fromFlag) ?? context.folder(settings.output),
            annotation: annotation ?? settings.annotation,
            testableImports: testableImports.isEmpty ? [context.roots.module] : testableImports,
            root: context.root,
            useCache: !noCache
        )
        // Modules come from the configuration only; folder flags name one module's folders instead.
        if sources.isEmpty, output == nil, testableImports.isEmpty {
            configuration.modules = settings.modules.map { module in
                MockModule(
                    name: module.module, sourceRoots: module.sources.map(context.folder),
                    outputDirectory: context.folder(module.output)
                )
            }
        }
        configuration.selection.markers = Set(settings.markers)
        configuration.selection.markerName = settings.markerName
        configuration.flavor = flavor ?? settings.flavor
        configuration.dropsProtocolSuffix = settings.dropProtocolSuffix ?? (configuration.flavor == .sourceryClassic)
        return configuration
    }
}

/// JSON of `mocks --json`: every mock with its protocol, source location and status; every file's status, the
/// warnings and the run's statistics.
struct MocksOutput: Encodable {
    let mocks: [MockListing]
    let report: WriteReport
    let warnings: [Diagnostic]
    let stats: MocksStats
}

/// JSON of `mocks --check --json`: the `missing`/`stale`/`extra` lines, empty when current.
struct MocksCheckOutput: Encodable {
    let mocks: [MockListing]
    let problems: [String]
    let warnings: [Diagnostic]
    let stats: MocksStats
}

/// `--flavor mockolo|sourcery`; an unknown value is rejected by ArgumentParser, listing both.
extension MockAPIFlavor: ExpressibleByArgument {}
