import Foundation
import ScaffoldCore

/// Whether a folder already holds a project, so `scaffold init` never writes into one by accident.
public enum ExistingProject {
    /// Files that make a folder a project: a package, scaffold's settings, and the manifests XcodeGen
    /// (`project.yml`) and Tuist (`Project.swift`, `Tuist.swift`) generate projects from.
    static let markerFiles = ["Package.swift", ProjectConfig.fileName, "project.yml", "Project.swift", "Tuist.swift"]
    /// Xcode's own projects and workspaces, whatever their names.
    static let markerExtensions = [".xcodeproj", ".xcworkspace"]

    /// Every marker as people write it (`Package.swift`, …, `*.xcodeproj`), for help and messages.
    public static var markers: [String] { markerFiles + markerExtensions.map { "*" + $0 } }

    /// The first entry (by name) that marks a project — one of `markerFiles`, a `*.xcodeproj` or
    /// `*.xcworkspace` — or nil when there is none (or no folder at all).
    public static func marker(in folder: URL) -> String? {
        guard let entries = FileSystem.list(folder.path(percentEncoded: false)) else { return nil }
        return entries.map(\.name).sorted().first { name in
            markerFiles.contains(name) || markerExtensions.contains { name.hasSuffix($0) }
        }
    }
}
