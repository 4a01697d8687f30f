import Foundation

/// Where a root-relative path really lands: its absolute destination with symlinks in existing
/// folders resolved, and what is there now.
struct ResolvedTarget: Equatable {
    /// Root-relative, as the change set spelled it.
    var path: String
    /// Absolute path to read, replace or remove.
    var destination: String
    /// What the destination holds now (`.missing` also when some of its folders do not exist yet).
    var kind: FileSystemCalls.Kind
}

/// Refuses any path that could leave the project root — by its spelling (`../x`, `/abs`, `~`) or
/// through a symlink — before a single byte is written.
struct PathGuard {
    /// The root with every existing symlink resolved; a not-yet-existing tail is appended as spelled.
    let rootReal: String

    /// The manifest's own path, which no generated file may claim.
    static let manifestPath = ".scaffold/manifest.json"

    init(root: URL) {
        let spelled = root.standardizedFileURL.path(percentEncoded: false)
        let components = spelled.split(separator: "/").map(String.init)
        for existing in stride(from: components.count, through: 0, by: -1) {
            let prefix = "/" + components[0..<existing].joined(separator: "/")
            if let real = FileSystemCalls.realPath(prefix) {
                rootReal = Self.join(real, components[existing...])
                return
            }
        }
        rootReal = spelled
    }

    /// Why `path` may not be used as a root-relative file name, or nil when it is fine.
    static func lexicalProblem(in path: String) -> String? {
        if path.isEmpty { return "the path is empty" }
        if path.utf8.contains(0) { return "the path contains a NUL character" }
        if path.hasPrefix("/") { return "absolute paths are not allowed" }
        if path.contains("~") { return "`~` is not allowed in generated paths" }
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            if component == ".." { return "`..` would leave the project root" }
            if component.isEmpty || component == "." { return "the path is not normalized (empty or `.` component)" }
        }
        return nil
    }

    /// Checks `path` lexically and against symlinks on disk, and says where it really lands.
    func resolve(_ path: String, allowReserved: Bool = false) throws(ScaffoldError) -> ResolvedTarget {
        if let problem = Self.lexicalProblem(in: path) { throw .unsafePath(path: path, reason: problem) }
        if !allowReserved && path == Self.manifestPath {
            throw .unsafePath(path: path, reason: "this path is reserved for scaffold's manifest")
        }
        let components = path.split(separator: "/").map(String.init)
        let folders = components.dropLast()
        // Prefixes exist top-down, so the deepest existing folder is the one whose realpath decides
        // where the write lands; lstat of a deeper prefix follows the symlinks above it.
        var deepest = folders.count
        while deepest > 0, FileSystemCalls.kind(atPath: Self.join(rootReal, folders[0..<deepest])) == .missing {
            deepest -= 1
        }
        let existingFolder = Self.join(rootReal, folders[0..<deepest])
        guard let realFolder = FileSystemCalls.realPath(existingFolder) else {
            if deepest == 0 {  // The root itself does not exist yet; everything under it is new.
                return ResolvedTarget(path: path, destination: Self.join(rootReal, components[...]), kind: .missing)
            }
            let name = folders[0..<deepest].joined(separator: "/")
            throw .unsafePath(path: path, reason: "`\(name)` is a symlink that points nowhere")
        }
        guard contains(realFolder) else {
            let name = folders[0..<deepest].joined(separator: "/")
            throw .unsafePath(path: path, reason: "`\(name)` is a symlink to a folder outside the project root")
        }
        let destination = Self.join(realFolder, components[deepest...])
        guard deepest == folders.count else { return ResolvedTarget(path: path, destination: destination, kind: .missing) }
        let kind = FileSystemCalls.kind(atPath: destination)
        guard kind == .symlink else { return ResolvedTarget(path: path, destination: destination, kind: kind) }
        guard let linked = FileSystemCalls.realPath(destination) else {
            throw .unsafePath(path: path, reason: "the file is a symlink that points nowhere")
        }
        guard contains(linked) else {
            throw .unsafePath(path: path, reason: "the file is a symlink pointing outside the project root")
        }
        // A symlink that stays inside the root is kept: the file it points to is what gets written.
        return ResolvedTarget(path: path, destination: linked, kind: FileSystemCalls.kind(atPath: linked))
    }

    /// Whether an absolute, resolved path is the root or below it.
    func contains(_ absolute: String) -> Bool {
        rootReal == "/" || absolute == rootReal || absolute.hasPrefix(rootReal + "/")
    }

    static func join(_ base: String, _ components: some Collection<String>) -> String {
        guard !components.isEmpty else { return base }
        return (base.hasSuffix("/") ? base : base + "/") + components.joined(separator: "/")
    }
}
