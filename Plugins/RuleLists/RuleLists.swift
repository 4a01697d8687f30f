import Foundation
import PackagePlugin

/// Derives a target's list of rules from its rule folder, as swift-format's generator derives its pipeline from its
/// rule files: one file per rule, and adding the file is adding the rule. Runs again when a file of the folder
/// changes, and sees a file added or removed on the next build. The list also carries a fingerprint of the folder,
/// which `check`'s cache keys its findings with, so a changed rule needs no hand-bumped cache version.
@main
struct RuleLists: BuildToolPlugin {
    /// Per target: its rule folder under `Sources/<target>` (every Swift file under it is read), the protocol a rule conforms to (then the
    /// protocols that refine it, which a rule may name instead), and the type the generated `declared` and
    /// `fingerprint` extend.
    static let lists: [String: (folder: String, requirement: String, owner: String)] = [
        "CheckKit": ("Rules", "Rule", "RuleCatalog"),
        "FeatureKit": ("Plan/Rules", "DeclaredDecisionRule|DecisionRule", "DecisionRules"),
    ]

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget, let list = Self.lists[target.name] else { return [] }
        let folder = context.package.directoryURL.appending(path: "Sources/\(target.name)/\(list.folder)").path(percentEncoded: false)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let inputs = module.sourceFiles(withSuffix: "swift").map(\.url)
            .filter { $0.path(percentEncoded: false).hasPrefix(prefix) }
            .sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        let output = context.pluginWorkDirectoryURL.appending(path: "\(list.owner)+Declared.swift")
        return [.buildCommand(
            displayName: "Listing the rules of \(target.name)/\(list.folder)",
            executable: try context.tool(named: "RuleListGenerator").url,
            arguments: [output.path(percentEncoded: false), list.owner, list.requirement] + inputs.map { $0.path(percentEncoded: false) },
            inputFiles: inputs,
            outputFiles: [output]
        )]
    }
}
