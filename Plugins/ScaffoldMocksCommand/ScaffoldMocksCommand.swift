import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory scaffold-mocks [ARGS…]`: runs `scaffold mocks` on the package,
/// with the package's root as the project root; ARGS go to `scaffold mocks` (`--check`, `--dry-run`, `--source …`).
/// Without folder flags the `.scaffold.yml` `mocks:` section decides, else `Sources/<module>` → `Tests/<module>Tests/Mocks`.
@main
struct ScaffoldMocksCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let scaffold = try context.tool(named: "scaffold")
        let process = Process()
        process.executableURL = scaffold.url
        process.arguments = ["mocks", "--root", context.package.directoryURL.path] + arguments
        // Folder flags are relative to the current folder: the package's, as on the command line there.
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ScaffoldMocksFailed(status: process.terminationStatus)
        }
    }
}

/// `scaffold mocks` said why on standard error; this only carries its exit status to SwiftPM.
struct ScaffoldMocksFailed: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "scaffold mocks exited with status \(status)" }
}
