import ArgumentParser
import Foundation
import FeatureKit
import ScaffoldCore

extension ProjectKind: ExpressibleByArgument {}
extension Isolation: ExpressibleByArgument {}
/// `--persistence memory|json` on `init`, `feature` and `plan`; ArgumentParser refuses other values, listing both.
extension Persistence: ExpressibleByArgument {}

/// `scaffold init`: a new repository for a preset — Package.swift, the App entry, the composition root, the
/// Xcode project (or its XcodeGen or Tuist manifest), `.scaffold.yml`, README, Makefile, CI, `.gitignore` and a
/// test that passes.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new repository: Package.swift, the SwiftUI App, the preset's composition root, an Xcode project, .scaffold.yml, README, Makefile, CI and tests.",
        discussion: """
        Examples:
          scaffold init Inari --preset features --root Inari
          scaffold init Inari --project xcodegen --isolation mainActor
          scaffold init Demo --dry-run
        """
    )

    @Argument(help: "The app's name (UpperCamelCase): its module, its folder under Sources/, and the <Name>App type.")
    var name: String

    // ArgumentParser prints the default itself.
    @Option(help: "Preset: \(Preset.all.map(\.name).joined(separator: ", ")).")
    var preset = Preset.layered.name

    @Option(help: "The Xcode project: xcodeproj (Demo.xcodeproj), xcodegen (project.yml), tuist (Project.swift) or none (the package alone).")
    var project: ProjectKind = .xcodeproj

    @Option(help: "Default isolation of the code: nonisolated (Swift 6's default) or mainActor (Xcode 26's approachable concurrency: Swift 6.2, MainActor by default).")
    var isolation: Isolation = .nonisolated

    @Option(help: "The project's default persistence, written to .scaffold.yml: memory, or json (one file per feature under Application Support) (default: json; mvvm keeps its UserDefaults persistence manager). memory forgets on relaunch: for previews and tests.")
    var persistence: Persistence?

    @Option(help: "The server of the app's remote features, written to .scaffold.yml as remote.baseURL: https (plain http only for localhost, 127.0.0.1 or ::1; App Transport Security blocks it elsewhere).")
    var apiBaseURL: String?

    @Option(help: "Folder to create the repository in (default: the current folder); created when missing.")
    var root: String?

    @Flag(help: "Write into a folder that already holds a project (\(ExistingProject.markers.joined(separator: ", "))): only missing files are created, existing ones are kept.")
    var allowExisting = false

    @Flag(help: "Show every file's status and contents as a diff; write nothing. Exits with the code the real run would.")
    var dryRun = false

    @OptionGroup var jsonOption: JSONOption<JSONOutputs.Result>

    @OptionGroup var verboseOption: VerboseOption

    func validate() throws {
        try CommandLineCheck.choice(preset, for: "--preset")
        if let problem = InitRequest.problems(appName: name).first ?? apiBaseURL.flatMap({ InitRequest.problems(apiBaseURL: $0).first }) {
            throw ValidationError(problem.message + (problem.hint.map { "\n    hint: \($0)" } ?? ""))
        }
    }

    func run() throws {
        var failure: ScaffoldError?
        let rootURL = URL(fileURLWithPath: root ?? FileSystem.currentFolder).standardizedFileURL
        do throws(ScaffoldError) {
            if !allowExisting, let marker = ExistingProject.marker(in: rootURL) {
                throw .alreadyExists(
                    path: root ?? "the current folder", what: "a project (\(marker))",
                    hint: "choose a new folder with --root, or pass --allow-existing to add only the files that are missing"
                )
            }
            guard let chosen = Preset.named(preset) else { return }
            let request = InitRequest(
                appName: name, preset: chosen, isolation: isolation, project: project, persistence: persistence, apiBaseURL: apiBaseURL
            )
            let changes = try InitGenerator(templates: try Templates.load(root: rootURL)).render(request)
            let lock = try ProjectLock.forCommand(root: rootURL, dryRun: dryRun)
            let report = try Writer(root: rootURL, lock: lock).apply(changes, options: WriteOptions(dryRun: dryRun))
            failure = report.failure
            if jsonOption.json {
                Console.printJSON(WithFailure(value: report, error: failure.map(FailureReport.init)))
            } else if dryRun {
                Console.printReport(report, verbose: verboseOption.verbose)
                for result in report.results { if let diff = result.diff { Console.out(diff) } }
            } else {
                Console.printReport(report, verbose: verboseOption.verbose)
                Console.out("\nNext: \(root.map { "cd \($0) && " } ?? "")scaffold feature Wallet name:String balance:Decimal")
                if let open = request.openCommand {
                    Console.out("Run it: \(open)  (on a Mac; README.md says more)")
                }
            }
        } catch {
            throw Console.fail(error, json: jsonOption.json)
        }
        try Console.end(failure)
    }
}
