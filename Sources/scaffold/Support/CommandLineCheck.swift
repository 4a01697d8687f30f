import ArgumentParser
import Foundation
import ScaffoldCore

/// Typos on the command line, caught before any command runs, with the project's one did-you-mean (`Suggestion`): a
/// subcommand that does not exist (`scaffold feture`) and a value an option does not take (`--preset layerd`).
/// ArgumentParser suggests option names itself (`--forse` → `--force`); `UsageFailure` words its errors as ours.
enum CommandLineCheck {
    /// An option whose values are a fixed set, and what the set is called in the hint.
    struct Choice {
        let values: [String]
        let noun: String
    }

    /// The option's values, the same on every command that has it; nil for an option that takes any value. Only the
    /// asked option's list is built: `Preset.all` builds every preset, which a run that names no preset (`mocks`,
    /// `check`) need not pay for at its start.
    static func choice(for option: String) -> Choice? {
        switch option {
        case "--preset": Choice(values: Preset.all.map(\.name), noun: "presets")
        case "--persistence": Choice(values: Persistence.allCases.map(\.rawValue), noun: "values")
        case "--project": Choice(values: ProjectKind.allCases.map(\.rawValue), noun: "project kinds")
        case "--isolation": Choice(values: Isolation.allCases.map(\.rawValue), noun: "values")
        case "--flavor": Choice(values: MockAPIFlavor.allCases.map(\.rawValue), noun: "flavors")
        default: nil
        }
    }

    /// The first typo in `arguments` (without the program's name), or nil.
    static func problem(in arguments: [String]) -> ScaffoldError? {
        var command: ParsableCommand.Type = Scaffold.self
        var path: [String] = []
        for argument in arguments {
            if argument == "--" { break }
            if argument.hasPrefix("-") { continue }
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty else { break }
            let names = subcommands.map { ($0.configuration.commandName ?? "") }
            guard let next = subcommands.first(where: { ($0.configuration.commandName ?? "") == argument }) else {
                // ArgumentParser's own `help` subcommand (`scaffold help feature`).
                if argument == "help" { break }
                return .usage(
                    message: "unknown command '\((path + [argument]).joined(separator: " "))'",
                    hint: Suggestion.hint(for: argument, among: names, listing: "commands")
                )
            }
            command = next
            path.append(argument)
        }
        return valueProblem(in: arguments)
    }

    /// Checks one option's value; throws the usage error `validate()` reports.
    static func choice(_ value: String, for option: String) throws {
        if let choice = choice(for: option), let problem = problem(value, in: choice, for: option) { throw ValidationError(problem.message) }
    }

    /// The subcommands named in `arguments`, `["templates", "eject"]`, for hints that point at their `--help`.
    static func commandPath(in arguments: [String]) -> [String] {
        var command: ParsableCommand.Type = Scaffold.self
        var path: [String] = []
        for argument in arguments where !argument.hasPrefix("-") {
            guard let next = command.configuration.subcommands.first(where: { ($0.configuration.commandName ?? "") == argument }) else { break }
            command = next
            path.append(argument)
        }
        return path
    }

    private static func valueProblem(in arguments: [String]) -> ScaffoldError? {
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let argument = arguments[index]
            index += 1
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard let choice = choice(for: parts[0]) else { continue }
            let value = parts.count == 2 ? parts[1] : (index < arguments.count ? arguments[index] : nil)
            if let value, let problem = problem(value, in: choice, for: parts[0]) { return problem }
        }
        return nil
    }

    private static func problem(_ value: String, in choice: Choice, for option: String) -> ScaffoldError? {
        guard !choice.values.contains(value) else { return nil }
        return .usage(
            message: "\(option) does not take '\(value)'",
            hint: Suggestion.hint(for: value, among: choice.values, listing: choice.noun)
        )
    }
}
