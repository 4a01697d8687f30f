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
        Examples:
          scaffold feature Wallet name:String balance:Decimal 'ownerIDs:[String]' note:String?
          scaffold feature --spec Specs/Wallet.yml --preset features --dry-run
          scaffold feature Wallet     (no fields: reads Specs/Wallet.yml; on a terminal, asks for them)
        """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var project: ProjectOptions

    @Flag(help: "Show every file's status and a unified diff; write nothing, create nothing.")
    var dryRun = false

    @Flag(help: "Overwrite generated files that were edited since scaffold wrote them.")
    var force = false

    @Flag(help: "Leave edited generated files as they are and write the rest.")
    var skipConflicts = false

    @Flag(help: "Print the result as JSON.")
    var json = false

    func validate() throws {
        if force && skipConflicts { throw ValidationError("--force and --skip-conflicts contradict each other; pick one") }
    }

    func run() throws {
        do throws(ScaffoldError) {
            let request = FieldlessInput.resolve(try project.request(try input.input(), persistence: input.persistence))
            // Held from reading the manifest until the last write: one writer at a time.
            let lock = try ProjectLock.forCommand(root: request.root, dryRun: dryRun)
            let generator = FeatureGenerator(templates: try Templates.load(root: request.root))
            let plan = try generator.plan(request)
            // Features whose code depends on this one (references either way) are regenerated with it.
            let related = try generator.relatedPlans(for: plan, request: request)
            let writer = Writer(root: request.root, lock: lock)
            let changes = StaleFiles.removing(from: try generator.render(plan, related: related), manifest: try writer.manifest())
            let options = WriteOptions(dryRun: dryRun, force: force, skipConflicts: skipConflicts)
            let report = try writer.apply(changes, options: options)
            if json {
                Console.printJSON(FeatureOutput(plan: PlanSummary(plan, related: related), report: report))
                return
            }
            for note in plan.notes { Console.err("scaffold: note: \(note)") }
            Console.printReport(report)
            if dryRun {
                for result in report.results { if let diff = result.diff { Console.out(diff) } }
            }
        } catch {
            throw Console.fail(error)
        }
    }
}

/// JSON of `feature --json`: the decisions and every file's status.
struct FeatureOutput: Encodable {
    let plan: PlanSummary
    let report: WriteReport
}
