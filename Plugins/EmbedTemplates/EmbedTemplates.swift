import Foundation
import PackagePlugin

/// Compiles the package's `Templates/*.mustache` into the target it is applied to (`BuiltInTemplates`), so a
/// `scaffold` binary carries its templates: installed by Homebrew, Mint, an artifact bundle or by hand, it needs no
/// file beside it. Runs again when a template changes, and sees a template added or removed on the next build.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))
            .filter { $0.hasSuffix(".mustache") }.sorted()
        let inputs = names.map { folder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInTemplates+Texts.swift")
        return [.buildCommand(
            displayName: "Embedding \(names.count) templates in \(target.name)",
            executable: try context.tool(named: "TemplateEmbedder").url,
            arguments: [output.path(percentEncoded: false)] + inputs.map { $0.path(percentEncoded: false) },
            inputFiles: inputs,
            outputFiles: [output]
        )]
    }
}
