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

    @Option(help: "Project root (default: nearest folder upward with .scaffold.yml, else the current folder).")
    var root: String?

    @Flag(help: "Show what would be removed; remove nothing. Exits with the code the real run would.")
    var dryRun = false

    @Flag(help: "Remove the feature even though other features use its types (they will not build until changed); edited files are still kept.")
    var ignoreDependents = false

    @Flag(help: "Print the result as JSON; a failure is one JSON object too.")
    var json = false

    @Flag(help: "List unchanged files too.")
    var verbose = false

    func validate() throws {
        guard kind == "feature" else {
            let guess = Suggestion.didYouMean(kind, among: ["feature"]).map { "\($0) " } ?? ""
            throw ValidationError("unknown kind '\(kind)'\n    hint: \(guess)destroy removes a feature: scaffold destroy feature \(name)")
        }
    }

    func run() throws {
        let failure: ScaffoldError?
        do throws(ScaffoldError) {
            let context = try ProjectContext.resolve(root: root)
            let lock = try ProjectLock.forCommand(root: context.root, dryRun: dryRun)
            let writer = Writer(root: context.root, lock: lock)
            let manifest = try writer.manifest()
            try checkKnown(manifest, in: context)
            // The features whose code names this one's records (a delete keeping them whole, the list a picker
            // reads) are regenerated without it, from the specs scaffold recorded.
            let generator = FeatureGenerator(templates: try Templates.load(root: context.root))
            var request = FeatureRequest(
                input: .shorthand(name: name, fields: [], operations: nil), preset: context.preset, roots: context.roots, root: context.root,
                existingApp: context.config?.existingApp
            )
            request.registrationSites = AppRegistration.sites(in: context)
            let removal = try generator.removal(of: name, request: request, manifest: manifest)
            let changes = removal.changeSet
            // The features regenerated without it merge into their edited files, as `feature` does.
            let bases = RecordedRendering.bases(for: changes, generator: generator, request: request)
            let preview = try writer.apply(changes, options: WriteOptions(dryRun: true), renderedBase: bases)
            var impact = RemovalImpact.assess(feature: name, removal: preview, manifest: manifest, root: context.root)
            // A regenerated feature no longer names what is removed: it is no dependent.
            impact.leftFiles.removeAll { $0.feature.map(removal.regenerated.contains) ?? false }
            if !ignoreDependents, let refusal = impact.refusal(flag: "--ignore-dependents") { throw refusal }
            let report = dryRun ? preview : try writer.apply(changes, options: WriteOptions(), renderedBase: bases)
            if json {
                Console.printJSON(DestroyOutput(report: report, removedNames: impact.removedNames, leftBehind: impact.leftFiles, savedSpec: impact.savedSpec))
            } else {
                Console.printReport(report, verbose: verbose)
                printLeftBehind(impact)
            }
            failure = report.failure
        } catch {
            throw Console.fail(error, json: json)
        }
        // Conflicts written with markers in a regenerated feature: exit 3 after the report.
        try Console.end(failure)
    }

    /// A name the manifest has no files of is a typo or another project: say which features there are.
    private func checkKnown(_ manifest: Manifest, in context: ProjectContext) throws(ScaffoldError) {
        let known = manifest.groups.filter { $0.hasPrefix("feature:") }.map { String($0.dropFirst("feature:".count)) }
        guard !known.contains(name) else { return }
        guard !known.isEmpty else {
            throw .notFound(
                what: "no feature named \(name): scaffold has generated no feature in \(context.displayRoot)",
                hint: "run destroy inside the project (or pass --root <folder>); `scaffold feature <Name> …` generates one"
            )
        }
        throw .notFound(
            what: "no feature named \(name) was generated in \(context.displayRoot)",
            hint: Suggestion.hint(for: name, among: known, listing: "its features")
        )
    }

    private func printLeftBehind(_ impact: RemovalImpact) {
        if !impact.leftFiles.isEmpty {
            var text = "\nLeft in the project, still naming what was removed (they do not build until changed):\n"
            for file in impact.leftFiles {
                text += "  \(file.path)  \(file.names.joined(separator: ", "))\n             \(file.reason)\n"
            }
            Console.out(String(text.dropLast()))
        }
        if let spec = impact.savedSpec {
            Console.say(Diagnostic(
                .note, "kept \(spec), the feature's saved spec",
                hint: "`scaffold feature \(name)` generates the feature from it again; delete it if you will not"
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
}
