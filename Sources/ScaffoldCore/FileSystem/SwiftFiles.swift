extension FileSystem {
    /// Folders a walk for sources never enters: Xcode's build products and dependency managers' checkouts.
    public static let skippedSourceFolders: Set<String> = ["DerivedData", "Pods", "Carthage"]

    /// The `.swift` files under `folder` (absolute), unsorted; hidden entries (`.build`, `.git`, `.scaffold`), the
    /// folders above and `excluded` are skipped, and symbolic links to folders are not followed.
    public static func swiftFiles(under folder: String, excluding excluded: String? = nil) -> [String] {
        var paths: [String] = []
        collectSwiftFiles(in: folder, excluding: excluded, into: &paths)
        return paths
    }

    private static func collectSwiftFiles(in folder: String, excluding excluded: String?, into paths: inout [String]) {
        guard folder != excluded, let entries = list(folder) else { return }
        for entry in entries where !entry.name.hasPrefix(".") {
            let path = folder + "/" + entry.name
            switch entry.kind {
            case .file where entry.name.hasSuffix(".swift"):
                paths.append(path)
            case .directory where !skippedSourceFolders.contains(entry.name):
                collectSwiftFiles(in: path, excluding: excluded, into: &paths)
            default:
                continue
            }
        }
    }
}
