import Foundation
import ScaffoldCore

/// Whether a folder already holds a project, so `scaffold init` never writes into one by accident.
public enum ExistingProject {
    /// Files that make a folder a project: a package, scaffold's settings, and the manifests XcodeGen
    /// (`project.yml`) and Tuist (`Project.swift`, `Tuist.swift`) generate projects from.
    static let markerFiles: Set<String> = ["Package.swift", ProjectConfig.fileName, "project.yml", "Project.swift", "Tuist.swift"]

    /// The first entry (by name) that marks a project — one of `markerFiles`, a `*.xcodeproj` or
    /// `*.xcworkspace` — or nil when there is none (or no folder at all).
    public static func marker(in folder: URL) -> String? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false)) else {
            return nil
        }
        return names.sorted().first { name in
            markerFiles.contains(name) || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
        }
    }
}
