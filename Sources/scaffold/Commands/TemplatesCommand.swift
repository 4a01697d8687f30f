import ArgumentParser
import Foundation
import FeatureKit
import ScaffoldCore

/// `scaffold templates`: which template is used from where, and copying one out to edit it.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List the templates and where each comes from, or copy one into .scaffold/templates/ to edit it.",
        subcommands: [TemplatesListCommand.self, TemplatesEjectCommand.self]
    )
}

/// `scaffold templates list`.
struct TemplatesListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Show each template: built-in (with its path) or the project's override in .scaffold/templates/."
    )

    @OptionGroup var rootOption: RootOption

    @OptionGroup var jsonOption: JSONOption<JSONOutputs.List>

    func run() throws {
        var failure: ScaffoldError?
        do throws(ScaffoldError) {
            let catalog = try Templates.catalog(root: ProjectContext.resolve(root: rootOption.root).root)
            let entries = catalog.entries
            // A broken override is reported with its file and line, so `list` doubles as a check.
            do throws(ScaffoldError) { _ = try catalog.effective.library() } catch { failure = error }
            if jsonOption.json {
                Console.printJSON(WithFailure(value: TemplateList(templates: entries), error: failure.map(FailureReport.init)))
            } else {
                let width = (entries.map(\.name.count).max() ?? 0) + 2
                for entry in entries {
                    let name = entry.name.padding(toLength: width, withPad: " ", startingAt: 0)
                    let origin = entry.origin.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
                    Console.out("  \(name)\(origin)\(entry.path)")
                    if let note = entry.note { Console.err("scaffold: warning: \(entry.path): \(note)") }
                }
            }
        } catch {
            throw Console.fail(error, json: jsonOption.json)
        }
        try Console.end(failure)
    }
}

/// JSON of `templates list --json`.
struct TemplateList: Encodable {
    let templates: [TemplateCatalog.Entry]
}

/// `scaffold templates eject NAME`.
struct TemplatesEjectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eject",
        abstract: "Copy a built-in template to .scaffold/templates/NAME.mustache, where it overrides the built-in one."
    )

    @Argument(help: "The template's name, as `scaffold templates list` shows it (Model, ListView, AppEnvironment, …).")
    var name: String

    @OptionGroup var rootOption: RootOption

    @Flag(help: "Replace an override that is already there with the built-in template.")
    var force = false

    @OptionGroup var jsonOption: JSONOption<JSONOutputs.Result>

    func run() throws {
        do throws(ScaffoldError) {
            let rootURL = try ProjectContext.resolve(root: rootOption.root).root
            let catalog = try Templates.catalog(root: rootURL)
            guard let changes = catalog.eject(name, replacing: force) else {
                let guess = catalog.suggestion(for: name).map { "did you mean '\($0)'? " } ?? ""
                throw .usage(message: "no built-in template named '\(name)'", hint: "\(guess)`scaffold templates list` shows them all")
            }
            let path = TemplateCatalog.overridePath(name)
            let options = WriteOptions(force: force)
            let lock = try ProjectLock.forCommand(root: rootURL, dryRun: false)
            let preview = try Writer(root: rootURL).apply(changes, options: WriteOptions(dryRun: true))
            if !force, preview.results.contains(where: { $0.status == .skip }) {
                throw .alreadyExists(path: path, what: "an override of \(name)", hint: "edit it there, or pass --force to replace it with the built-in template")
            }
            let report = try Writer(root: rootURL, lock: lock).apply(changes, options: options)
            if jsonOption.json { Console.printJSON(report) } else { Console.printReport(report, verbose: true) }
        } catch {
            throw Console.fail(error, json: jsonOption.json)
        }
    }
}
