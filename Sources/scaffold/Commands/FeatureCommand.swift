import ArgumentParser
import Foundation
import FeatureKit
import ScaffoldCore

/// `scaffold feature`: generate a tested vertical slice from the shorthand or a spec file.
struct FeatureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feature",
        abstract: "Generate a feature: model, repository, the UseCases the rules require, view models, views, mocks and tests.",
        discussion: """
        The shorthand is saved as Specs/<Name>.yml; a later shorthand run that drops one of its fields or operations needs --force. A custom operation is spelled out as NAME:custom.
        Examples:
          scaffold feature Wallet name:String balance:Decimal 'ownerIDs:[String]' note:String?
          scaffold feature Wallet name:String --operations list,create,archive:custom
          scaffold feature --spec Specs/Wallet.yml --preset features --dry-run
          scaffold feature Wallet     (no fields: reads Specs/Wallet.yml; on a terminal, asks for them)
        """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var project: ProjectOptions

    @Flag(help: "Show every file's status and a unified diff; write nothing, create nothing. Exits with the code the real run would.")
    var dryRun = false

    @Flag(help: "Overwrite generated files that were edited since scaffold wrote them instead of merging (a copy of each is kept under .scaffold/backup/), and let a shorthand run drop fields the saved spec has.")
    var force = false

    @Flag(help: "Leave edited generated files whose merge would conflict as they are and write the rest (warning when the rest then needs them changed).")
    var skipConflicts = false

    @Flag(help: "Print the result as JSON; a failure is one JSON object too.")
    var json = false

    @Flag(help: "List unchanged files too.")
    var verbose = false

    func validate() throws {
        if force && skipConflicts { throw ValidationError("--force and --skip-conflicts contradict each other; pick one") }
    }

    func run() throws {
        let failure: ScaffoldError?
        do throws(ScaffoldError) {
            let context = try project.context()
            let request = FieldlessInput.resolve(project.request(try input.input(in: context), persistence: input.persistence, remote: input.remote, in: context))
            // Held from reading the manifest until the last write: one writer at a time.
            let lock = try ProjectLock.forCommand(root: request.root, dryRun: dryRun)
            let generator = FeatureGenerator(templates: try Templates.load(root: request.root))
            let plan = try generator.plan(request)
            let steps = try generator.pasteSteps(plan)
            let writer = Writer(root: request.root, lock: lock)
            // With the features whose code depends on this one (references either way), regenerated with it.
            let changes = try generator.changes(for: plan, request: request, manifest: try writer.manifest())
            try TypeCollisionCheck.run(plan, changes: changes, root: request.root)
            if let removal = changes.removal, !force { throw removal.refusal }
            let options = WriteOptions(dryRun: dryRun, force: force, skipConflicts: skipConflicts)
            let report: WriteReport
            do throws(ScaffoldError) {
                // Edited files merge; in a project that never recorded their bases, from the features rendered as recorded.
                let bases = RecordedRendering.bases(for: changes.changeSet, generator: generator, request: request)
                report = try writer.apply(changes.changeSet, options: options, renderedBase: bases)
            } catch {
                if case .conflicts(let paths) = error, let spec = changes.savedSpec, paths.contains(spec) {
                    Console.say(Diagnostic(.note, "\(spec) was edited since the shorthand saved it",
                                           hint: "generate from it with `scaffold feature \(plan.spec.feature)` (no fields), or --force to replace it"))
                }
                throw error
            }
            // What the run leaves for the team to write: operations whose UseCase still throws notImplemented.
            let warnings = SkipImpact.warnings(for: changes.changeSet, report: report, root: request.root)
                + UnwrittenOperations.notes(for: plan, root: request.root)
            // A dry run ends as the real run would: with its conflicts' exit code.
            failure = report.failure
            if json {
                Console.printJSON(WithFailure(
                    value: FeatureOutput(
                        plan: PlanSummary(plan, related: changes.related, remote: context.config?.remote), report: report, warnings: warnings,
                        paste: steps
                    ),
                    error: failure.map(FailureReport.init)
                ))
            } else {
                for note in plan.notes { Console.err("scaffold: note: \(note)") }
                Console.printReport(report, verbose: verbose)
                if dryRun {
                    for result in report.results { if let diff = result.diff { Console.out(diff) } }
                }
                for warning in warnings { Console.say(warning) }
                Console.printPasteSteps(steps, feature: plan.spec.feature)
            }
            // On stderr with --json too: what was assumed is for the person reading, whatever reads stdout.
            if let note = project.assumptionNote(context) { Console.say(note) }
        } catch {
            throw Console.fail(error, json: json)
        }
        try Console.end(failure)
    }
}

/// JSON of `feature --json`: the decisions, every file's status, and what `--skip-conflicts` may have broken.
struct FeatureOutput: Encodable {
    let plan: PlanSummary
    let report: WriteReport
    var warnings: [Diagnostic] = []
    /// An adopted app's registration lines scaffold did not insert, to paste by hand.
    var paste: [PasteStep] = []
}
