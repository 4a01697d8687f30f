import ArgumentParser

/// `--json`: what a command prints, or its failure, as one JSON object; `Output` names what it prints in the help.
struct JSONOption<Output: JSONOutput>: ParsableArguments {
    @Flag(help: "Print \(Output.printed) as JSON; a failure is one JSON object too.")
    var json = false
}

/// What a command's `--json` prints, as the flag's help names it.
protocol JSONOutput {
    static var printed: String { get }
}

/// The outputs `--json` prints.
enum JSONOutputs {
    /// The report of a command that writes (`init`, `feature`, `upgrade`, `destroy`, `mocks`, `templates eject`).
    enum Result: JSONOutput { static let printed = "the result" }
    /// `plan`'s decisions and files.
    enum Plan: JSONOutput { static let printed = "the plan" }
    /// `check`'s findings (or, with `--explain`, how each file was read).
    enum Findings: JSONOutput { static let printed = "the findings" }
    /// `templates list`'s templates.
    enum List: JSONOutput { static let printed = "the list" }
}
