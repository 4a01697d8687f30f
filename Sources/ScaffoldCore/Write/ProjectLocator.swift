import Foundation

/// Finds the project a command runs in, the way git finds its repository: by walking upward.
public enum ProjectLocator {
    /// The file that marks a project root.
    public static let configurationFileName = ".scaffold.yml"

    /// Nearest folder upward (starting with `startingAt` itself) holding `.scaffold.yml`, else nil.
    public static func findRoot(startingAt start: URL) -> URL? {
        var folder = start.standardizedFileURL
        if !FileSystem.isFolder(folder.path(percentEncoded: false)) {
            folder = folder.deletingLastPathComponent()
        }
        while true {
            let candidate = folder.appending(path: configurationFileName).path(percentEncoded: false)
            if FileSystem.kind(of: candidate) != .missing, !FileSystem.isFolder(candidate) {
                return folder
            }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path(percentEncoded: false) == folder.path(percentEncoded: false) { return nil }
            folder = parent
        }
    }
}
