import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Rewrites a file in place with `text` (which must be as long as what it replaces) and sets its modification
/// time back to what it was, to the nanosecond: an edit that `stat`'s size and time stamp cannot show, as a tool
/// restoring times (an archive, `rsync -t`) or a second edit within one clock tick makes. Only the change time
/// (and git's racy rule) can tell. Returns the modification time kept, as `timespec`.
@discardableResult
public func rewriteKeepingSizeAndTime(_ path: String, _ text: String) throws -> timespec {
    var before = stat()
    guard stat(path, &before) == 0 else { throw CocoaError(.fileReadNoSuchFile) }
    #if canImport(Darwin)
    let modified = before.st_mtimespec, accessed = before.st_atimespec
    #else
    let modified = before.st_mtim, accessed = before.st_atim
    #endif
    let bytes = Data(text.utf8)
    guard bytes.count == Int(before.st_size) else { throw CocoaError(.fileWriteUnknown) }
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.write(contentsOf: bytes)
    try handle.close()
    var times = [accessed, modified]
    guard utimensat(AT_FDCWD, path, &times, 0) == 0 else { throw CocoaError(.fileWriteUnknown) }
    return modified
}
