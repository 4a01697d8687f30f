import Foundation

/// Where a root-relative path really lands: its absolute destination with symlinks in existing
/// folders resolved, and what is there now.
struct ResolvedTarget: Equatable {
    /// Root-relative, as the change set spelled it.
    var path: String
    /// Absolute path to read, replace or remove.
    var destination: String
    /// What the destination holds now (`.missing` also when some of its folders do not exist yet).
    var kind: FileSystem.Kind
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
            if let real = FileSystem.realPath(prefix) {
                rootReal = Self.join(real, components[existing...])
                return
            }
        }
        rootReal = spelled
    }

    /// Why `path` may not be used as a root-relative file name, or nil when it is fine.
    static func lexicalProblem(in path: String) -> String? {
        if let problem = asciiLexicalProblem(in: path) { return problem.isEmpty ? nil : problem }
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

    /// The same checks over the bytes of a non-empty ASCII path without `~` (where bytes are characters),
    /// the writer's common case: "" when fine, nil when the path needs the checks above.
    private static func asciiLexicalProblem(in path: String) -> String? {
        let found = path.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard !bytes.isEmpty else { return nil }
            for byte in bytes where byte >= 0x80 || byte == 0 || byte == UInt8(ascii: "~") { return nil }
            if bytes[0] == UInt8(ascii: "/") { return "absolute paths are not allowed" }
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                let length = index - start
                let isDot = length >= 1 && bytes[start] == UInt8(ascii: ".")
                if length == 2 && isDot && bytes[start + 1] == UInt8(ascii: ".") { return "`..` would leave the project root" }
                if length == 0 || (length == 1 && isDot) { return "the path is not normalized (empty or `.` component)" }
                start = index + 1
            }
            return ""
        }
        return found ?? nil
    }

    /// Checks `path` lexically and against symlinks on disk, and says where it really lands.
    func resolve(_ path: String, allowReserved: Bool = false) throws(ScaffoldError) -> ResolvedTarget {
        var folders: [String: FolderResolution] = [:]
        return try resolve(path, allowReserved: allowReserved, folders: &folders)
    }

    /// `resolve` for many paths, in order; each distinct folder is looked up on disk once.
    func resolve(_ paths: [String], allowReserved: Bool = false) throws(ScaffoldError) -> [ResolvedTarget] {
        var folders: [String: FolderResolution] = [:]
        var targets: [ResolvedTarget] = []
        targets.reserveCapacity(paths.count)
        for path in paths { targets.append(try resolve(path, allowReserved: allowReserved, folders: &folders)) }
        return targets
    }

    /// Where the files of a folder land: `deepest` of its components exist, and `real` is the deepest
    /// existing one with symlinks resolved.
    enum FolderResolution {
        case resolved(real: String, deepest: Int)
        /// Not even the root exists yet.
        case rootMissing
        case dangling(deepest: Int)
        case outside(deepest: Int)
    }

    private func resolve(_ path: String, allowReserved: Bool, folders memo: inout [String: FolderResolution])
        throws(ScaffoldError) -> ResolvedTarget
    {
        if let problem = Self.lexicalProblem(in: path) { throw .unsafePath(path: path, reason: problem) }
        if !allowReserved && path == Self.manifestPath {
            throw .unsafePath(path: path, reason: "this path is reserved for scaffold's manifest")
        }
        if !allowReserved && path.hasPrefix(MergeBase.folder + "/") {
            throw .unsafePath(path: path, reason: "\(MergeBase.folder)/ is reserved for what scaffold last wrote (the bases of its merges)")
        }
        let components = path.split(separator: "/").map(String.init)
        let folders = components.dropLast()
        let key = folders.joined(separator: "/")
        let folder: FolderResolution
        if let known = memo[key] {
            folder = known
        } else {
            folder = resolveFolder(folders)
            memo[key] = folder
        }
        switch folder {
        case .rootMissing:  // The root itself does not exist yet; everything under it is new.
            return ResolvedTarget(path: path, destination: Self.join(rootReal, components[...]), kind: .missing)
        case .dangling(let deepest):
            let name = folders[0..<deepest].joined(separator: "/")
            throw .unsafePath(path: path, reason: "`\(name)` is a symlink that points nowhere")
        case .outside(let deepest):
            let name = folders[0..<deepest].joined(separator: "/")
            throw .unsafePath(path: path, reason: "`\(name)` is a symlink to a folder outside the project root")
        case .resolved(let realFolder, let deepest):
            let destination = Self.join(realFolder, components[deepest...])
            guard deepest == folders.count else { return ResolvedTarget(path: path, destination: destination, kind: .missing) }
            let kind = FileSystem.kind(of: destination)
            guard kind == .symlink else { return ResolvedTarget(path: path, destination: destination, kind: kind) }
            guard let linked = FileSystem.realPath(destination) else {
                throw .unsafePath(path: path, reason: "the file is a symlink that points nowhere")
            }
            guard contains(linked) else {
                throw .unsafePath(path: path, reason: "the file is a symlink pointing outside the project root")
            }
            // A symlink that stays inside the root is kept: the file it points to is what gets written.
            return ResolvedTarget(path: path, destination: linked, kind: FileSystem.kind(of: linked))
        }
    }

    func resolveFolder(_ folders: ArraySlice<String>) -> FolderResolution {
        // Prefixes exist top-down, so the deepest existing folder is the one whose realpath decides
        // where the write lands; lstat of a deeper prefix follows the symlinks above it.
        var deepest = folders.count
        while deepest > 0, FileSystem.kind(of: Self.join(rootReal, folders.prefix(deepest))) == .missing {
            deepest -= 1
        }
        guard let realFolder = FileSystem.realPath(Self.join(rootReal, folders.prefix(deepest))) else {
            return deepest == 0 ? .rootMissing : .dangling(deepest: deepest)
        }
        guard contains(realFolder) else { return .outside(deepest: deepest) }
        return .resolved(real: realFolder, deepest: deepest)
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
