#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A path as a dictionary or set key, told apart by its bytes as the file system that listed it does. `String`'s
/// `==` and hash are canonical equivalence: "Café" spelled with a precomposed "é" and with "e" and a combining
/// accent are one `String` but two folders on a file system that keeps bytes (Linux), so a walk's files keyed
/// by `String` lost one folder's files. Ordered as `String`s are (so sorted listings are as before), the two
/// spellings by their bytes. It only compares: nothing is normalised, so a path is opened with the bytes it was
/// listed or typed with, which a normalisation-insensitive file system (APFS) finds too.
public struct PathKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var path: String

    public init(_ path: String) {
        self.path = path
    }

    public var description: String { path }

    public static func == (lhs: PathKey, rhs: PathKey) -> Bool {
        PathBytes.same(lhs.path, rhs.path)
    }

    public func hash(into hasher: inout Hasher) {
        var path = path
        path.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(path.utf8.count)
    }

    /// Whether `path` is this path or lies inside it (this path, then `/`), by bytes.
    public func holds(_ path: String) -> Bool {
        let count = self.path.utf8.count
        guard isPrefix(of: path) else { return false }
        return path.utf8.count == count || path.utf8.dropFirst(count).first == UInt8(ascii: "/")
    }

    /// Whether `path` begins with this path's bytes.
    public func isPrefix(of path: String) -> Bool {
        let count = self.path.utf8.count
        return path.utf8.count >= count && PathBytes.samePrefix(self.path, path, count: count)
    }

    public static func < (lhs: PathKey, rhs: PathKey) -> Bool {
        if lhs.path < rhs.path { return true }
        if rhs.path < lhs.path { return false }
        return lhs.path.utf8.lexicographicallyPrecedes(rhs.path.utf8)
    }
}

/// Byte-level cuts and comparisons of a path, as the kernel reads it: stepping by `Character` would join a `/` with
/// a combining mark after it and drop both.
enum PathBytes {
    /// Where the name begins: after the last `/`, or 0 when there is none.
    static func nameStart(of path: String) -> Int {
        let scanned = path.utf8.withContiguousStorageIfAvailable { bytes in bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0 }
        if let scanned { return scanned }
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return 0 }
        return path.utf8.distance(from: path.utf8.startIndex, to: slash) + 1
    }

    /// The folder a name starting at `nameStart` is in: `.` for none (a path relative to the current folder), `/`
    /// for the root.
    static func folder(of path: String, nameStart: Int) -> String {
        switch nameStart {
        case 0: return "."
        case 1: return "/"
        default: return String(Substring(path.utf8.prefix(nameStart - 1)))
        }
    }

    /// Whether two paths are the same bytes.
    static func same(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.count == rhs.utf8.count && samePrefix(lhs, rhs, count: lhs.utf8.count)
    }

    /// Whether the first `count` bytes of two paths, each at least that long, are the same.
    static func samePrefix(_ lhs: String, _ rhs: String, count: Int) -> Bool {
        guard count > 0 else { return true }
        let same = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in
                guard let left = left.baseAddress, let right = right.baseAddress else { return false }
                return memcmp(left, right, count) == 0
            }
        }
        return (same ?? nil) ?? lhs.utf8.prefix(count).elementsEqual(rhs.utf8.prefix(count))
    }
}
