import ArgumentParser
import Foundation
import FeatureKit
import ScaffoldCore

/// The `scaffold` command: parses flags and hands over to the libraries.
@main
struct Scaffold: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scaffold",
        abstract: "Generate tested SwiftUI feature slices that follow your architecture documents.",
        version: ScaffoldVersion.current,
        subcommands: [
            InitCommand.self, AdoptCommand.self, FeatureCommand.self, PlanCommand.self, UpgradeCommand.self, DestroyCommand.self, MocksCommand.self,
            CheckCommand.self,
            TemplatesCommand.self,
        ]
    )

    /// Parses (typos first, `CommandLineCheck`), runs, and exits with the documented code. Every failure reads
    /// `scaffold: error: …` with a hint, and with `--json` is also one JSON object on stdout. Ctrl-C and SIGTERM
    /// remove the temporary files of a write in progress first (`Interruption`).
    static func main() {
        Interruption.shared.install { signal, removed, placed in
            let files = "\(removed) temporary file\(removed == 1 ? "" : "s")"
            Console.err(placed == 0
                ? "scaffold: interrupted (\(signal)); removed \(files); nothing was written"
                : "scaffold: interrupted (\(signal)) while moving files into place; removed \(files), \(placed) already in place\n"
                    + "    hint: run the same command again to complete it")
        }
        let arguments = Array(CommandLine.arguments.dropFirst())
        let json = arguments.prefix { $0 != "--" }.contains("--json")
        var command: ParsableCommand
        do {
            if let problem = CommandLineCheck.problem(in: arguments) { throw problem }
            command = try parseAsRoot(arguments)
        } catch let error as ScaffoldError {
            Foundation.exit(Console.fail(error, json: json).code)
        } catch {
            // `--help` and `--version` are ArgumentParser's to print.
            if exitCode(for: error) == .success { exit(withError: error) }
            Foundation.exit(Console.fail(UsageFailure.error(from: message(for: error), arguments: arguments), json: json).code)
        }
        do {
            try command.run()
        } catch let error as ExitCodeError {
            Foundation.exit(error.code)
        } catch {
            exit(withError: error)
        }
    }
}

/// ArgumentParser's parse errors in scaffold's words: `scaffold: error: <what>` and a hint naming the command's help.
enum UsageFailure {
    static func error(from message: String, arguments: [String]) -> ScaffoldError {
        var text = message
        var hint: String?
        if let range = text.range(of: "\n    hint: ") {
            hint = String(text[range.upperBound...])
            text = String(text[..<range.lowerBound])
        } else if let range = text.range(of: ". Did you mean ") {
            hint = "did you mean " + text[range.upperBound...]
            text = String(text[..<range.lowerBound])
        }
        let help = "`" + (["scaffold"] + CommandLineCheck.commandPath(in: arguments) + ["--help"]).joined(separator: " ")
            + "` lists every argument and option"
        // ArgumentParser's sentences start with a capital; ours do not.
        if let first = text.first, first.isUppercase, text.dropFirst().first?.isLowercase == true {
            text = first.lowercased() + text.dropFirst()
        }
        guard let hint else { return .usage(message: text, hint: help) }
        return .usage(message: text, hint: hint + (hint.hasSuffix("?") || hint.hasSuffix(".") ? " " : "; ") + help)
    }
}
