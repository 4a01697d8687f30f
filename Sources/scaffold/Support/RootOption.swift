import ArgumentParser

/// `--root`, for the commands that work on a project scaffold made or adopted: where it is, when not found by
/// walking up from the current folder (`ProjectContext.resolve(root:)`).
struct RootOption: ParsableArguments {
    @Option(help: "Project root (default: nearest folder upward with .scaffold.yml, else the current folder).")
    var root: String?
}
