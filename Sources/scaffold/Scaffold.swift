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
            InitCommand.self, AdoptCommand.self, FeatureCommand.self, PlanCommand.self, DestroyCommand.self, MocksCommand.self, CheckCommand.self,
            TemplatesCommand.self,
        ]
    )

    /// Exits with the documented code instead of ArgumentParser's generic failure for our errors.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as ExitCodeError {
            Foundation.exit(error.code)
        } catch {
            exit(withError: error)
        }
    }
}
