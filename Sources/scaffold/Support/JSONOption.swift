import ArgumentParser

/// `--json`, for the commands whose result is one report (`init`, `feature`, `upgrade`, `destroy`, `mocks`,
/// `templates eject`): the report, or the failure, printed as one JSON object.
struct JSONOption: ParsableArguments {
    @Flag(help: "Print the result as JSON; a failure is one JSON object too.")
    var json = false
}
