#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Files grouped by the folder that holds them, with folders wanted for their own stamp: what is stamped one folder
/// at a time (`stamps()`: the folder opened once, stamped by `fstat`, its files by `fstatat` relative to it, so the
/// kernel walks a long path once a folder rather than once a file), and what `mocks` keeps of a walk to stamp it again
/// without walking (`text`). Listed folders come first, in the order given, then the other files' folders in the
/// order their first file came; a group's files keep their order.
public struct FolderListing: Sendable, Equatable {
    /// A folder and the names of its files, each with its place in the files the listing was made from.
    public struct Group: Sendable, Equatable {
        /// Absolute, or relative to the current folder.
        public var folder: String
        /// Whether the folder's own stamp is wanted (a folder a walk listed); else it only holds files.
        public var isListed: Bool
        public var names: [String] = []
        public var indices: [Int] = []
    }

    public private(set) var groups: [Group] = []
    public private(set) var fileCount = 0

    /// `folders` wanted for their stamps, and `files` (paths; one without a folder is relative to the current one,
    /// `/X.swift` is in the root).
    public init(folders: [String], files: [String]) {
        var byFolder: [String: Int] = [:]
        for folder in folders {
            if byFolder[folder] == nil { byFolder[folder] = groups.count }
            groups.append(Group(folder: folder, isListed: true))
        }
        for (index, path) in files.enumerated() {
            let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
            let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
            let name = slash.map { String(path[path.utf8.index(after: $0)...]) } ?? path
            let group = byFolder[folder] ?? {
                groups.append(Group(folder: folder, isListed: false))
                byFolder[folder] = groups.count - 1
                return groups.count - 1
            }()
            groups[group].names.append(name)
            groups[group].indices.append(index)
        }
        fileCount = files.count
    }

    /// Each group's folder stamp (as `FileSystem.folderStamp(of:)`; nil for a folder not listed) and each file's
    /// stamp (as `FileSystem.stamp(of:)`) at its place, the groups on every core. A folder that cannot be opened
    /// has its files stamped by path.
    public func stamps() -> (folders: [FileStamp?], files: [FileStamp?]) {
        let stamped = parallelMap(groups) { $0.stamps() }
        var files = [FileStamp?](repeating: nil, count: fileCount)
        for (group, result) in zip(groups, stamped) {
            for (index, stamp) in zip(group.indices, result.files) { files[index] = stamp }
        }
        return (stamped.map(\.folder), files)
    }

    /// One line a folder (a listed one as its path, any other as `+` and its path) followed by one line a file name
    /// in it; nil when a line could not be read back: a folder not absolute, a name that is empty or holds a `/`, or
    /// a line break anywhere.
    public var text: String? {
        var lines: [String] = []
        lines.reserveCapacity(groups.count + fileCount)
        for group in groups {
            guard group.folder.hasPrefix("/"), !group.folder.utf8.contains(UInt8(ascii: "\n")) else { return nil }
            lines.append(group.isListed ? group.folder : "+" + group.folder)
            for name in group.names {
                guard !name.isEmpty, !name.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\n") }) else { return nil }
                lines.append(name)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The listing `text` gave, its files numbered in their order; nil for text `text` does not make. Split on its
    /// bytes: `split` on a `Character` walks grapheme clusters, which over five apps' 4,011 paths was a fifth of an
    /// unchanged `mocks` run's CPU time.
    public init?(text: some Collection<UInt8>) {
        guard !text.isEmpty else { return }
        for line in text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let string = String(decoding: line, as: UTF8.self)
            if line.contains(UInt8(ascii: "/")) {
                let isListed = line.first == UInt8(ascii: "/")
                guard isListed || (line.first == UInt8(ascii: "+") && line.dropFirst().first == UInt8(ascii: "/")) else { return nil }
                groups.append(Group(folder: isListed ? string : String(string.dropFirst()), isListed: isListed))
            } else {
                guard !line.isEmpty, !groups.isEmpty else { return nil }
                groups[groups.count - 1].names.append(string)
                groups[groups.count - 1].indices.append(fileCount)
                fileCount += 1
            }
        }
    }
}

extension FolderListing.Group {
    /// The folder's stamp (when it is listed) and its files' stamps, through one descriptor.
    func stamps() -> (folder: FileStamp?, files: [FileStamp?]) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let prefix = folder == "/" ? "/" : folder + "/"
            return (isListed ? FileSystem.folderStamp(of: folder) : nil, names.map { FileSystem.stamp(of: prefix + $0) })
        }
        defer { close(descriptor) }
        var info = stat()
        let stamp = isListed && fstat(descriptor, &info) == 0 ? FileStamp(info) : nil
        return (stamp, names.map { name in
            var info = stat()
            guard !name.isEmpty, fstatat(descriptor, name, &info, 0) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            return FileStamp(info)
        })
    }
}
