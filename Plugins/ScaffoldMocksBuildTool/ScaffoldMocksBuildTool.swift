import Foundation
import PackagePlugin

/// Regenerates a test target's mocks before it compiles, so they are never stale in a build. Applied to a test
/// target (`plugins: [.plugin(name: "ScaffoldMocks", package: "scaffold")]`), it mocks the marked protocols of the
/// source modules the target depends on into one file in the plugin's work folder (`GeneratedMocks.swift`), which
/// SwiftPM compiles into the target. The command reruns only when one of those modules' Swift files changes.
///
/// A build command must name its outputs before it runs, and which protocols are marked is known only after
/// parsing, hence one file (`scaffold mocks --bundle`); generated mocks are not committed in this setup. Teams that
/// commit their mocks use the command plugin (`swift package scaffold-mocks`) or the CLI instead, and
/// `scaffold mocks --check` in CI.
@main
struct ScaffoldMocksBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let tests = target as? SwiftSourceModuleTarget, tests.kind == .test else {
            Diagnostics.warning("ScaffoldMocks applies to test targets; \(target.name) is not one")
            return []
        }
        let modules = tests.dependencies.compactMap { dependency -> SwiftSourceModuleTarget? in
            guard case .target(let target) = dependency, let module = target as? SwiftSourceModuleTarget, module.kind != .test else {
                return nil
            }
            return module
        }
        let work = context.pluginWorkDirectoryURL
        let bundle = work.appendingPathComponent("GeneratedMocks.swift")
        var arguments = ["mocks", "--root", context.package.directoryURL.path, "--output", work.path, "--bundle", bundle.path]
        for module in modules { arguments += ["--source", module.directoryURL.path, "--testable-import", module.name] }
        return [.buildCommand(
            displayName: "Generating mocks for \(tests.name)",
            executable: try context.tool(named: "scaffold").url,
            arguments: arguments,
            inputFiles: modules.flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) },
            outputFiles: [bundle]
        )]
    }
}
