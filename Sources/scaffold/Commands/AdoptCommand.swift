import AdoptKit
import ArgumentParser
import Foundation
import ScaffoldCore

/// `scaffold adopt`: write the `.scaffold.yml` of an app scaffold did not create, from what its sources say.
struct AdoptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adopt",
        abstract: "Read an existing app and write the .scaffold.yml that maps it; change no source file.",
        discussion: """
        Reads every Package.swift and Xcode project, the layer folders (any case), how types are named (…Impl,
        Default…, …Protocol), the composition root and the root view; prints each value with what it was inferred
        from, and writes .scaffold.yml (with `adopted: true`). What it cannot tell is written as a commented key
        under `# question:`. An existing .scaffold.yml is kept unless --force.
        Examples:
          scaffold adopt --dry-run
          scaffold adopt --root ~/Code/MyApp --preset clean
        """
    )

    @Option(help: "The repository to read (default: the current folder).")
    var root: String?

    @Option(help: "Use this preset instead of the one the layer folders suggest: \(Preset.all.map(\.name).joined(separator: ", ")).")
    var preset: String?

    @Option(help: "Use this module name instead of the app target's.")
    var module: String?

    @Flag(help: "Show the inferred configuration and its diff; write nothing.")
    var dryRun = false

    @Flag(help: "Overwrite an existing .scaffold.yml.")
    var force = false

    @Flag(help: "Print the inferences and the write report as JSON.")
    var json = false

    func validate() throws {
        try ProjectOptions.validate(preset: preset, module: module)
    }

    func run() throws {
        let failure: ScaffoldError?
        do throws(ScaffoldError) {
            let folder = URL(fileURLWithPath: root ?? FileSystem.currentFolder).standardizedFileURL
            guard FileSystem.isFolder(folder.path(percentEncoded: false)) else {
                throw .unreadableInput(path: root ?? ".", reason: "no such folder")
            }
            let lock = try ProjectLock.forCommand(root: folder, dryRun: dryRun)
            let adoption = try Adopter.adopt(InventoryScanner.scan(root: folder), options: Adopter.Options(preset: preset, module: module))
            let changes = ChangeSet(files: [GeneratedFile(path: ProjectConfig.fileName, contents: adoption.configText)], group: "adopt")
            let report = try Writer(root: folder, lock: lock).apply(changes, options: WriteOptions(dryRun: dryRun, force: force))
            // A dry run ends as the real run would: with its conflict's exit code.
            failure = report.failure
            if json {
                Console.printJSON(WithFailure(
                    value: AdoptOutput(findings: adoption.findings, report: report), error: failure.map(FailureReport.init)
                ))
            } else {
                Console.out(AdoptReport.text(adoption))
                Console.out("")
                Console.printReport(report, verbose: true)
                if dryRun {
                    for result in report.results { if let diff = result.diff { Console.out(diff) } }
                }
            }
        } catch {
            throw Console.fail(error, json: json)
        }
        try Console.end(failure)
    }
}

/// JSON of `adopt --json`.
struct AdoptOutput: Encodable {
    let inferences: [Inference]
    let questions: [Question]
    let observations: [String]
    let report: WriteReport

    init(findings: Findings, report: WriteReport) {
        inferences = findings.inferences
        questions = findings.questions
        observations = findings.observations
        self.report = report
    }
}
