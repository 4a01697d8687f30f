import ArgumentParser

/// `--verbose`, for the commands that print what a run did to every file (`init`, `feature`, `plan`, `upgrade`,
/// `destroy`): the unchanged files are listed too, not only counted.
struct VerboseOption: ParsableArguments {
    @Flag(help: "List unchanged files too.")
    var verbose = false
}
