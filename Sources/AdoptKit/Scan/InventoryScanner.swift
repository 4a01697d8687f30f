import Foundation
import ScaffoldCore
import SwiftSource

/// Walks a repository once and reads what `adopt` decides from: every `Package.swift` (its targets), every
/// `.xcodeproj` (its native targets), and the declarations of every Swift file. Reads only. Build products,
/// dependencies' checkouts and hidden folders are skipped; symbolic links are not followed.
public enum InventoryScanner {
    static let skippedFolders: Set<String> = [
        ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", "checkouts", "SourcePackages", "vendor",
    ]

    public static func scan(root: URL) -> Inventory {
        let rootPath = root.standardizedFileURL.path(percentEncoded: false)
        var walk = Walk()
        walk.visit(rootPath, relative: "")
        let files = parallelMap(walk.swiftFiles) { relative -> Inventory.SwiftFile in
            let data = FileSystem.contents(of: join(rootPath, relative)) ?? Data()
            return Inventory.SwiftFile(path: relative, facts: SourceFactsReader.read(source: String(decoding: data, as: UTF8.self)))
        }
        let packages = walk.manifests.map { folder -> Inventory.Package in
            let text = String(decoding: FileSystem.contents(of: join(rootPath, join(folder, "Package.swift"))) ?? Data(), as: UTF8.self)
            return Inventory.Package(
                folder: folder, targets: PackageManifestReader.targets(in: text),
                mainActorIsolation: text.contains("defaultIsolation(MainActor"), iOSDeploymentTarget: iOSVersion(in: text)
            )
        }
        let projects = walk.xcodeProjects.map { path -> Inventory.XcodeProject in
            let text = String(decoding: FileSystem.contents(of: join(rootPath, join(path, "project.pbxproj"))) ?? Data(), as: UTF8.self)
            return XcodeProjectReader.read(text, path: path)
        }
        return Inventory(packages: packages, xcodeProjects: projects, files: files, folders: walk.folders)
    }

    /// `16` for `.iOS(.v16)`, `17.4` for `.iOS("17.4")`.
    static func iOSVersion(in manifest: String) -> Double? {
        guard let range = manifest.range(of: ".iOS(") else { return nil }
        let argument = manifest[range.upperBound...].prefix { $0 != ")" }
        let digits = argument.replacingOccurrences(of: ".v", with: "").replacingOccurrences(of: "_", with: ".")
            .trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        return Double(digits)
    }

    /// One pass over the tree, collecting paths relative to the root.
    private struct Walk {
        var swiftFiles: [String] = []
        var manifests: [String] = []
        var xcodeProjects: [String] = []
        var folders: [String] = []

        mutating func visit(_ absolute: String, relative: String) {
            guard let entries = FileSystem.list(absolute) else { return }
            for entry in entries.sorted(by: { $0.name < $1.name }) where !entry.name.hasPrefix(".") {
                let path = join(relative, entry.name)
                switch entry.kind {
                case .file where entry.name == "Package.swift":
                    manifests.append(relative)
                case .file where entry.name.hasSuffix(".swift"):
                    swiftFiles.append(path)
                case .directory where entry.name.hasSuffix(".xcodeproj"):
                    xcodeProjects.append(path)
                case .directory where !InventoryScanner.skippedFolders.contains(entry.name)
                    && !entry.name.hasSuffix(".xcworkspace") && !entry.name.hasSuffix(".xcassets"):
                    folders.append(path)
                    visit(absolute + "/" + entry.name, relative: path)
                default:
                    continue
                }
            }
        }
    }
}
