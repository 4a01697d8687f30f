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

    @OptionGroup var flags: WriteFlags

    func run() throws {
        let failure: ScaffoldError?
        do throws(ScaffoldError) {
            let context = try project.context()
            let pipeline = FeaturePipeline(context: context, sources: SwiftSourceModuleReader(), console: .terminal)
            let outcome = try pipeline.run(.generate(input.source, persistence: input.persistence, remote: input.remote, options: flags.options))
            let report = outcome.report
            // A dry run ends as the real run would: with its conflicts' exit code.
            failure = report.failure
            if flags.jsonOption.json {
                let summary = PlanSummary(outcome.plan, related: outcome.related, remote: context.config?.remote)
                Console.printJSON(WithFailure(value: FeatureOutput(outcome, plan: summary), error: failure.map(FailureReport.init)))
            } else {
                for note in outcome.plan.notes { Console.err("scaffold: note: \(note)") }
                Console.printReport(report, verbose: flags.verboseOption.verbose)
                if flags.dryRun {
                    for result in report.results { if let diff = result.diff { Console.out(diff) } }
                }
                for warning in outcome.warnings { Console.say(warning) }
                Console.printPasteSteps(outcome.pasteSteps, feature: outcome.plan.spec.feature)
            }
            // On stderr with --json too: what was assumed is for the person reading, whatever reads stdout.
            if let note = project.assumptionNote(context) { Console.say(note) }
        } catch {
            throw Console.fail(error, json: flags.jsonOption.json)
        }
        try Console.end(failure)
    }
}

/// JSON of `feature --json` (and `plan --json`): the decisions, every file's status, and what `--skip-conflicts` may
/// have broken.
struct FeatureOutput: Encodable {
    let plan: PlanSummary
    let report: WriteReport
    var warnings: [Diagnostic] = []
    /// An adopted app's registration lines scaffold did not insert, to paste by hand.
    var paste: [PasteStep] = []

    init(_ outcome: FeatureOutcome, plan: PlanSummary) {
        self.plan = plan
        report = outcome.report
        warnings = outcome.warnings
        paste = outcome.pasteSteps
    }
}
