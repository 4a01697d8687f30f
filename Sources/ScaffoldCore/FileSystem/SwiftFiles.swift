extension FileSystem {
    /// Folders a walk for sources never enters: Xcode's build products and dependency managers' checkouts.
    public static let skippedSourceFolders: Set<String> = ["DerivedData", "Pods", "Carthage"]

    /// The `.swift` files under `folder` (absolute), unsorted; hidden entries (`.build`, `.git`, `.scaffold`), the
    /// folders above and `excluded` are skipped, and symbolic links to folders are not followed.
    public static func swiftFiles(under folder: String, excluding excluded: String? = nil) -> [String] {
        var walk = SwiftFileWalk(stampsFolders: false)
        walk.collect(in: folder, excluding: excluded)
        return walk.files
    }

    /// `swiftFiles`, with every folder it listed and that folder's stamp, taken before its entries were read.
    public static func swiftFileWalk(under folder: String, excluding excluded: String? = nil) -> SwiftFileWalk {
        var walk = SwiftFileWalk(stampsFolders: true)
        walk.collect(in: folder, excluding: excluded)
        return walk
    }
}

/// The `.swift` files a walk found and, when it stamps folders, the folders it listed. A folder's stamp moves when
/// an entry is added, removed or renamed in it, so while every folder's stamp is the one recorded (and was not
/// racy: `FileCache`), the walk would find the same files: a `stat` a folder stands for listing it, as in git's
/// untracked cache.
public struct SwiftFileWalk: Sendable {
    /// Absolute paths, in the order found.
    public private(set) var files: [String] = []
    /// Every folder listed (absolute paths, in the order listed) with its stamp.
    public private(set) var folders: [(path: String, stamp: FileStamp)] = []
    /// False when the folders' stamps cannot stand for the walk: a folder could not be listed or stamped, or an
    /// entry named `.swift` is a link to no file (its target can appear with no folder of the walk changing).
    public private(set) var isRepeatable = true
    let stampsFolders: Bool

    init(stampsFolders: Bool) {
        self.stampsFolders = stampsFolders
    }

    mutating func collect(in folder: String, excluding excluded: String?) {
        guard folder != excluded else { return }
        var stamp: FileStamp?
        let listed = stampsFolders ? FileSystem.list(folder, stamp: &stamp) : FileSystem.list(folder)
        guard let entries = listed else {
            isRepeatable = false
            return
        }
        if stampsFolders {
            if let stamp { folders.append((folder, stamp)) } else { isRepeatable = false }
        }
        for entry in entries where !entry.name.hasPrefix(".") {
            let path = folder + "/" + entry.name
            switch entry.kind {
            case .file where entry.name.hasSuffix(".swift"):
                files.append(path)
            case .directory where !FileSystem.skippedSourceFolders.contains(entry.name):
                collect(in: path, excluding: excluded)
            case .other where entry.name.hasSuffix(".swift"):
                isRepeatable = false
            default:
                continue
            }
        }
    }
}
