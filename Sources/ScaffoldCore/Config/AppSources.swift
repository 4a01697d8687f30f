import Foundation

/// An adopted app's Swift files as one run read them (`ProjectState`, once, under the lock), so that where each
/// feature registers (`RegistrationSites`) is found in memory: the module's files, the repository's others (an
/// Xcode target may compile files outside its folder, such as the app's first screen beside the project), and the
/// files `.scaffold.yml` names as the container and the root view.
public struct AppSources: Sendable {
    /// The module's Swift files (under its source folders), root-relative, sorted.
    public var module: [String]
    /// The repository's other Swift files, root-relative, sorted; tests and package manifests are not the app's.
    public var elsewhere: [String]
    /// Each file's bytes by root-relative path; a file that could not be read is absent.
    public var bytes: [String: [UInt8]]

    public init(module: [String] = [], elsewhere: [String] = [], bytes: [String: [UInt8]] = [:]) {
        self.module = module
        self.elsewhere = elsewhere
        self.bytes = bytes
    }

    /// The Swift files under each of `sources` and under `root`, walked as `FileSystem.swiftFiles` walks (hidden and
    /// build folders left out), and the `extra` files, with their bytes; the bytes in `known` (read already by the
    /// same run) are not read again.
    public static func read(root: URL, sources: [String], extra: [String] = [], known: [String: [UInt8]] = [:]) -> AppSources {
        let rootPath = RelativePath.folder(root)
        let scaffoldFolder = rootPath + "/.scaffold"
        var module: Set<String> = []
        for folder in sources {
            let base = root.appending(path: folder).standardizedFileURL.path(percentEncoded: false)
            for path in FileSystem.swiftFiles(under: base, excluding: scaffoldFolder) { module.insert(RelativePath.of(path, in: rootPath)) }
        }
        let elsewhere = FileSystem.swiftFiles(under: rootPath, excluding: scaffoldFolder).map { RelativePath.of($0, in: rootPath) }
            .filter { !module.contains($0) && !$0.contains("Tests/") && !$0.hasSuffix("Package.swift") }
        var bytes: [String: [UInt8]] = [:]
        for path in Set(module).union(elsewhere).union(extra) {
            if let known = known[path] {
                bytes[path] = known
            } else if let data = FileSystem.contents(of: rootPath + "/" + path) {
                bytes[path] = Array(data)
            }
        }
        return AppSources(module: module.sorted(), elsewhere: elsewhere.sorted(), bytes: bytes)
    }
}
