/// A resolved target's folder and file name. Destinations are absolute and normalized (see `PathGuard`),
/// so splitting at the last slash is all `NSString`'s path methods would do, without bridging thousands
/// of paths on Linux.
struct PathSplit {
    let folder: String
    let name: String

    init(_ path: String) {
        let utf8 = path.utf8
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else {
            folder = ""
            name = path
            return
        }
        folder = slash == utf8.startIndex ? "/" : String(path[..<slash])
        name = String(path[utf8.index(after: slash)...])
    }
}
