import ArgumentParser
import ScaffoldKit

/// The `scaffold` command: parses flags and hands over to the libraries.
@main
struct Scaffold: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scaffold",
        abstract: "Generate tested SwiftUI feature slices that follow your architecture documents.",
        version: ScaffoldVersion.current,
        subcommands: []
    )
}
