import Foundation
import ScaffoldCore

/// `scaffold adopt`: reads a repository scaffold did not create and decides the `.scaffold.yml` that maps it — the
/// module and its folders, the preset, layer folders, naming, the composition root and root view — each with what it
/// was inferred from. Pure over an `Inventory`; `InventoryScanner` reads the disk, the command writes through the
/// writer.
public enum Adopter {
    /// What the person may decide instead of adopt.
    public struct Options: Sendable {
        public var preset: String?
        public var module: String?

        public init(preset: String? = nil, module: String? = nil) {
            self.preset = preset
            self.module = module
        }
    }

    /// The decisions and the configuration text that records them.
    public struct Adoption: Sendable {
        public var findings: Findings
        public var configText: String
        /// What was read: `31 Swift files, 1 Xcode project (3 targets)`.
        public var summary: String
    }

    public static func adopt(_ inventory: Inventory, options: Options = Options()) throws(ScaffoldError) -> Adoption {
        var findings = ModuleInference(inventory: inventory).infer(module: options.module)
        let sources = findings.value("sources") ?? ""
        let module = findings.value("module") ?? ProjectConfig.defaultModule
        findings = findings + TestFolderInference(inventory: inventory).infer(module: module, target: targetName(sources, inventory) ?? module)
        findings = findings + PresetInference(inventory: inventory, sources: sources).infer(override: options.preset)
        let preset = Preset.named(findings.value("preset") ?? "") ?? .layered
        findings = findings + IsolationInference(inventory: inventory).infer()
        let root = CompositionRootInference(inventory: inventory, sources: sources).infer()
        findings = findings + root
        findings = findings + RootViewInference(inventory: inventory).infer(container: root.value("compositionRoot.type"))
        findings = findings + LayoutInference(inventory: inventory, sources: sources, tests: findings.value("tests"), preset: preset).infer()
        findings = findings + ObservationInference(inventory: inventory, sources: sources).infer()
        findings = findings + NamingInference(inventory: inventory).infer()
        findings = findings + TestFrameworkInference(inventory: inventory).infer(tests: findings.value("tests"))
        findings = findings + RoleNameInference(inventory: inventory).infer()
        findings = findings + PlatformInference(inventory: inventory).infer()
        findings = findings + HTTPClientInference(inventory: inventory, container: root.value("compositionRoot.type")).infer()
        let text = AdoptedConfigText(findings: findings).render()
        // What adopt writes, every later command reads: a file it cannot read back is adopt's bug, not the person's.
        _ = try ProjectConfig.load(contents: Data(text.utf8), path: ProjectConfig.fileName)
        return Adoption(findings: findings, configText: text, summary: summary(inventory))
    }

    /// The target whose folder is `sources` (its name may differ from the module name adopt spells).
    private static func targetName(_ sources: String, _ inventory: Inventory) -> String? {
        for package in inventory.packages {
            if let target = package.targets.first(where: { package.folder(of: $0) == sources }) { return target.name }
        }
        for project in inventory.xcodeProjects {
            if let target = project.targets.first(where: { $0.folderNames.contains { join(project.folder, $0) == sources } }) { return target.name }
        }
        return nil
    }

    private static func summary(_ inventory: Inventory) -> String {
        var parts = [counted(inventory.files.count, "Swift file")]
        if !inventory.packages.isEmpty {
            let targets = inventory.packages.map(\.targets.count).reduce(0, +)
            parts.append("\(inventory.packages.count) Package.swift (\(counted(targets, "target")))")
        }
        if !inventory.xcodeProjects.isEmpty {
            let targets = inventory.xcodeProjects.map(\.targets.count).reduce(0, +)
            parts.append("\(counted(inventory.xcodeProjects.count, "Xcode project")) (\(counted(targets, "target")))")
        }
        return parts.joined(separator: ", ")
    }
}
