import Foundation
import ScaffoldCore

/// Whether a folder already holds a project, so `scaffold init` never writes into one by accident.
public enum ExistingProject {
    /// The first entry (by name) that marks a project — `Package.swift`, `.scaffold.yml`, a `*.xcodeproj`
    /// or `*.xcworkspace` — or nil when there is none (or no folder at all).
    public static func marker(in folder: URL) -> String? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false)) else {
            return nil
        }
        return names.sorted().first { name in
            name == "Package.swift" || name == ProjectConfig.fileName || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
        }
    }
}
