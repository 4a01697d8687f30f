import ArgumentParser
import Foundation
import FeatureKit
import ScaffoldCore

/// `scaffold destroy feature NAME`: remove what a feature generated, keeping what a person edited.
struct DestroyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "destroy",
        abstract: "Remove the files a feature generated that nobody edited (edited ones are kept and listed), and empty its region in the composition root."
    )

    @Argument(help: "What to destroy: feature.")
    var kind: String

    @Argument(help: "The feature name.")
    var name: String

    @Option(help: "Project root (default: nearest folder upward with .scaffold.yml, else the current folder).")
    var root: String?

    @Flag(help: "Show what would be removed; remove nothing.")
    var dryRun = false

    @Flag(help: "Print the result as JSON.")
    var json = false

    func validate() throws {
        guard kind == "feature" else { throw ValidationError("unknown kind '\(kind)'; try: scaffold destroy feature \(name)") }
    }

    func run() throws {
        let rootURL = ProjectOptions.resolveRoot(root)
        do throws(ScaffoldError) {
            let lock = try ProjectLock.forCommand(root: rootURL, dryRun: dryRun)
            let config = try ProjectConfig.load(root: rootURL)
            let writer = Writer(root: rootURL, lock: lock)
            let preset = config?.resolvedPreset() ?? .layered
            let roots = config?.roots ?? ProjectRoots(module: ProjectConfig.defaultModule)
            var changes = FeatureRemoval.changeSet(
                feature: name, projectRoot: rootURL, preset: preset, roots: roots, manifest: try writer.manifest()
            )
            // The features whose code named this one's records (a delete keeping them whole) are regenerated without it.
            let generator = FeatureGenerator(templates: try Templates.load(root: rootURL))
            let request = FeatureRequest(input: .shorthand(name: name, fields: [], operations: nil), preset: preset, roots: roots, root: rootURL)
            for plan in try generator.relatedPlans(for: nil, removedFeature: name, request: request) {
                changes = changes.adding(companion: try generator.render(plan))
            }
            changes = StaleFiles.removing(companionsOf: changes, manifest: try writer.manifest())
            let report = try writer.apply(changes, options: WriteOptions(dryRun: dryRun))
            if report.results.isEmpty {
                throw ScaffoldError.unreadableInput(path: ".scaffold/manifest.json", reason: "no generated files of feature \(name) are recorded")
            }
            if json { Console.printJSON(report) } else { Console.printReport(report) }
        } catch {
            throw Console.fail(error)
        }
    }
}

extension ProjectOptions {
    /// `--root`, else the nearest folder upward holding `.scaffold.yml`, else the current folder.
    static func resolveRoot(_ root: String?) -> URL {
        if let root { return URL(fileURLWithPath: root).standardizedFileURL }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return ProjectLocator.findRoot(startingAt: current) ?? current
    }
}
