import ArgumentParser
import Foundation
import FeatureKit
import ScaffoldCore

/// `scaffold upgrade`: every recorded feature generated again with this scaffold's templates, merging into edited files.
struct UpgradeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "upgrade",
        abstract: "Regenerate every feature from what scaffold recorded of it, with this scaffold's templates, merging into edited files.",
        discussion: """
        How a project takes a new scaffold release: the specs stay as recorded (.scaffold/specs), the output follows the \
        templates, files you edited are merged three-way, all in one write. Conflicts are written with markers, exit code 3.
        """
    )

    @OptionGroup var rootOption: RootOption

    @OptionGroup var flags: WriteFlags

    func run() throws {
        let failure: ScaffoldError?
        do throws(ScaffoldError) {
            let context = try ProjectContext.resolve(root: rootOption.root)
            let pipeline = FeaturePipeline(context: context, sources: SwiftSourceModuleReader(), console: .terminal)
            let outcome = try pipeline.run(.upgrade(options: flags.options))
            let (upgrade, report, warnings) = (outcome.upgrade, outcome.report, outcome.warnings)
            failure = report.failure
            if flags.jsonOption.json {
                Console.printJSON(WithFailure(
                    value: UpgradeOutput(features: upgrade.features, report: report, warnings: warnings, unrecorded: upgrade.unrecorded),
                    error: failure.map(FailureReport.init)
                ))
            } else {
                Console.out("Regenerated from their records: \(upgrade.features.joined(separator: ", "))")
                if report.results.isEmpty {
                    Console.out((flags.dryRun ? "dry run, nothing written: " : "") + "no file to change: this scaffold generates what the one that wrote them did")
                } else {
                    Console.printReport(report, verbose: flags.verboseOption.verbose)
                }
                if report.recordedBases > 0 {
                    Console.out("\(flags.dryRun ? "would record" : "recorded") what scaffold generated at \(report.recordedBases) "
                        + "path\(report.recordedBases == 1 ? "" : "s") under \(MergeBase.folder)/: the bases of later merges; commit them")
                }
                if flags.dryRun {
                    for result in report.results { if let diff = result.diff { Console.out(diff) } }
                }
                for warning in warnings { Console.say(warning) }
            }
            for feature in upgrade.unrecorded {
                Console.say(Diagnostic(
                    .note, "\(feature) was left as it is: scaffold has no record of its spec it can read (\(FeatureRecord.path(for: feature)))",
                    hint: "generate it once with `scaffold feature \(feature)` (from Specs/\(feature).yml, or its fields)"
                ))
            }
        } catch {
            throw Console.fail(error, json: flags.jsonOption.json)
        }
        try Console.end(failure)
    }
}

/// JSON of `upgrade --json`: the features regenerated, every file's status, and what a kept or merged file may break.
struct UpgradeOutput: Encodable {
    let features: [String]
    let report: WriteReport
    var warnings: [Diagnostic] = []
    /// Features of the manifest without a readable record, left as they are.
    var unrecorded: [String] = []
}
