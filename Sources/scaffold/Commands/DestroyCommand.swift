import ArgumentParser
import Foundation
import FeatureKit
import ScaffoldCore

/// `scaffold destroy feature NAME`: remove what a feature generated, keeping what a person edited; refused while
/// other features use its types, and followed by every file left that still names one.
struct DestroyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "destroy",
        abstract: "Remove the files a feature generated that nobody edited (edited ones are kept and listed), and empty its region in the composition root.",
        discussion: """
        Refused (exit code 3) while another feature uses the feature's types, naming the files that do; \
        --ignore-dependents removes it anyway. Afterwards, every file left that still names a removed type is listed.
        """
    )

    @Argument(help: "What to destroy: feature.")
    var kind: String

    @Argument(help: "The feature name.")
    var name: String

    @OptionGroup var rootOption: RootOption

    @Flag(help: "Show what would be removed; remove nothing. Exits with the code the real run would.")
    var dryRun = false

    @Flag(help: "Remove the feature even though other features use its types (they will not build until changed); edited files are still kept.")
    var ignoreDependents = false

    @OptionGroup var jsonOption: JSONOption<JSONOutputs.Result>

    @OptionGroup var verboseOption: VerboseOption

    func validate() throws {
        guard kind == "feature" else {
            let guess = Suggestion.didYouMean(kind, among: ["feature"]).map { "\($0) " } ?? ""
            throw ValidationError("unknown kind '\(kind)'\n    hint: \(guess)destroy removes a feature: scaffold destroy feature \(name)")
        }
    }

    func run() throws {
        let failure: ScaffoldError?
        do throws(ScaffoldError) {
            let context = try ProjectContext.resolve(root: rootOption.root)
            let pipeline = FeaturePipeline(context: context, sources: SwiftSourceModuleReader(), console: .terminal)
            let outcome = try pipeline.run(.destroy(feature: name, options: WriteOptions(dryRun: dryRun), ignoreDependents: ignoreDependents))
            let impact = outcome.impact
            if jsonOption.json {
                Console.printJSON(DestroyOutput(
                    report: outcome.report, removedNames: impact.removedNames, leftBehind: impact.leftFiles, savedSpec: impact.savedSpec,
                    keptRecord: impact.keptRecord
                ))
            } else {
                Console.printReport(outcome.report, verbose: verboseOption.verbose)
                printLeftBehind(impact, kept: dryRun ? "would keep" : "kept")
            }
            failure = outcome.report.failure
        } catch {
            throw Console.fail(error, json: jsonOption.json)
        }
        // Conflicts written with markers in a regenerated feature: exit 3 after the report.
        try Console.end(failure)
    }

    /// `kept`: what the notes say of the files the removal keeps ("would keep" on a dry run, which writes nothing).
    private func printLeftBehind(_ impact: RemovalImpact, kept: String) {
        if !impact.leftFiles.isEmpty {
            var text = "\nLeft in the project, still naming what was removed (they do not build until changed):\n"
            for file in impact.leftFiles {
                text += "  \(file.path)  \(file.names.joined(separator: ", "))\n             \(file.reason)\n"
            }
            Console.out(String(text.dropLast()))
        }
        if let spec = impact.savedSpec {
            Console.say(Diagnostic(
                .note, "\(kept) \(spec), the feature's saved spec",
                hint: "`scaffold feature \(name)` generates the feature from it again; delete it if you will not"
            ))
        }
        if let record = impact.keptRecord {
            Console.say(Diagnostic(
                .note, "\(kept) \(record), the shapes \(name)'s stored records have had: the records stay on the devices",
                hint: "a later `scaffold feature \(name)` reads them and refuses a change that would misread them; "
                    + "delete it if no installed version of the app stored any"
            ))
        }
    }
}

/// JSON of `destroy --json`: every file's status, the names the removal deletes (types, composition-root members),
/// and the files left that still name them.
struct DestroyOutput: Encodable {
    let report: WriteReport
    let removedNames: [String]
    let leftBehind: [RemovalImpact.LeftFile]
    let savedSpec: String?
    /// Where the feature's record is kept, its versions having stored records (`DestroyedRecord`).
    let keptRecord: String?
}
