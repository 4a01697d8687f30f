import ArgumentParser
import CheckKit
import Foundation
import ScaffoldCore

/// `scaffold check`: reports code that breaks the preset's architecture document.
struct CheckCommand: ParsableCommand {
    /// The exit code when a finding has the severity `error` (README, "Exit codes").
    static let findingsExitCode: Int32 = 2

    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report code that breaks the preset's architecture document, with the passage it breaks.",
        discussion: """
        Reads the project's Swift sources (the `sources` folders of .scaffold.yml; `.` for the whole repository)
        and reports every finding as `path:line:column: warning|error: <what> [rule-id]`, with the seed passage
        and a hint. Rules are configured in .scaffold.yml (`check:` section); `// scaffold:ignore <rule-id>`
        silences one line. Exit code 2 when a finding is an error.
        Examples:
          scaffold check
          scaffold check Sources/App/Features/Wallet     # report these files only
          scaffold check --explain Sources/App/Domain   # how each file was read: its layer, each type's role, why
          scaffold check --sarif > check.sarif          # for GitHub code scanning
        """
    )

    @Argument(help: "Files or folders to report (default: all of the project's sources).")
    var paths: [String] = []

    @OptionGroup var project: ProjectOptions

    @OptionGroup var jsonOption: JSONOption<JSONOutputs.Findings>

    @Flag(help: "Print the findings as SARIF 2.1.0, for GitHub code scanning.")
    var sarif = false

    @Flag(help: "Parse every file instead of reusing the cache in .scaffold/cache.")
    var noCache = false

    @Flag(help: "Print each file's layer and the role of each of its types, with the reason, instead of the findings.")
    var explain = false

    func validate() throws {
        if jsonOption.json && sarif { throw ValidationError("--json and --sarif are two formats for one output; pick one") }
        if explain && sarif { throw ValidationError("--explain prints how files were read, not findings; it has no SARIF form") }
    }

    func run() throws {
        let run: CheckRun
        let configuration: CheckConfiguration
        do throws(ScaffoldError) {
            configuration = try checkConfiguration()
            // `check` writes only its cache; it holds the project lock from reading the cache to writing it.
            let lock = try ProjectLock.forCommand(root: configuration.root, dryRun: noCache)
            run = try CheckPipeline.run(configuration)
            if let warning = CheckPipeline.saveCache(run, root: configuration.root, lock: lock) { Console.err(warning.rendered) }
        } catch {
            throw Console.fail(error, json: jsonOption.json)
        }
        let report = run.report
        if explain {
            if jsonOption.json { Console.printJSON(run.explanation) } else { Console.out(run.explanation.map(\.rendered).joined(separator: "\n")) }
            return
        }
        if jsonOption.json {
            Console.printJSON(report)
        } else if sarif {
            let rootURI = configuration.root.standardizedFileURL.absoluteString
            Console.printJSON(SARIFLog(report: report, settings: configuration.settings, rootURI: rootURI.hasSuffix("/") ? rootURI : rootURI + "/"))
        } else {
            for problem in report.problems { Console.err(problem.rendered) }
            let findings = report.findings.map(\.rendered)
            Console.out((findings + [summary(report)]).joined(separator: "\n"))
        }
        if report.hasErrors { throw ExitCodeError(code: Self.findingsExitCode) }
    }

    private func summary(_ report: CheckReport) -> String {
        let work = "\(report.filesParsed) parsed, \(report.filesFromCache) from the cache"
        guard !report.findings.isEmpty else { return "no findings in \(report.filesChecked) file\(report.filesChecked == 1 ? "" : "s") (\(work))" }
        return "\(report.summary) (\(work))"
    }

    /// The project, its preset and roots (flags first, then `.scaffold.yml`, then the defaults: `ProjectContext`), and
    /// its `check:` settings. Paths given on the command line are relative to the current folder.
    private func checkConfiguration() throws(ScaffoldError) -> CheckConfiguration {
        let context = try project.context()
        let current = ProjectContext.currentFolder
        let only = paths.isEmpty ? nil : paths.map { URL(fileURLWithPath: $0, relativeTo: current).standardizedFileURL }
        return CheckConfiguration(
            root: context.root, preset: context.preset, roots: context.roots, settings: context.config?.check ?? CheckSettings(),
            sources: context.checkedFolders.map(context.folder), sourceRoots: context.sourceFolders.map(context.folder),
            only: only, useCache: !noCache, explain: explain
        )
    }
}
