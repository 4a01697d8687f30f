import Foundation
@testable import ScaffoldCore
import TextDiffTesting
import XCTest

/// The per-file cache: trusted only for the same bytes (or the same stamp, when it is not racy), saved with this
/// run's entries only, discarded on a new format or layout, and never left for git to track.
final class FileCacheTests: WriteTestCase {
    func testSameBytesReuseTheValueAndChangedBytesComputeAgain() throws {
        var cache = FileCache<[String]>.load("test.cache", format: 1, from: writer)
        var computed = 0
        let compute: (Data) -> [String] = { computed += 1; return [String(decoding: $0, as: UTF8.self)] }
        XCTAssertEqual(cache.value(at: "A.swift", contents: Data("a".utf8), compute: compute), ["a"])
        try cache.save(with: writer)

        var next = FileCache<[String]>.load("test.cache", format: 1, from: writer)
        XCTAssertEqual(next.value(at: "A.swift", contents: Data("a".utf8), compute: compute), ["a"])
        XCTAssertEqual(computed, 1, "unchanged bytes are not computed again")
        XCTAssertEqual(next.value(at: "A.swift", contents: Data("b".utf8), compute: compute), ["b"])
        XCTAssertEqual(computed, 2, "changed bytes are")
    }

    func testASaveKeepsOnlyThisRunsFiles() throws {
        var cache = FileCache<Int>.load("test.cache", format: 1, from: writer)
        _ = cache.value(at: "Gone.swift", contents: Data("x".utf8)) { _ in 1 }
        _ = cache.value(at: "Kept.swift", contents: Data("y".utf8)) { _ in 2 }
        try cache.save(with: writer)

        var next = FileCache<Int>.load("test.cache", format: 1, from: writer)
        _ = next.value(at: "Kept.swift", contents: Data("y".utf8)) { _ in 99 }
        try next.save(with: writer)

        let last = FileCache<Int>.load("test.cache", format: 1, from: writer)
        XCTAssertNil(last.value(at: "Gone.swift", hash: FileCache<Int>.hash(Data("x".utf8))))
        XCTAssertEqual(last.value(at: "Kept.swift", hash: FileCache<Int>.hash(Data("y".utf8))), 2)
    }

    /// Two paths that are one `String` (a precomposed and a decomposed "é") but two files on a file system that
    /// keeps bytes are two entries, each with its own value, through a save and a load.
    func testPathsEqualOnlyAsStringsAreTwoEntries() throws {
        let precomposed = "Caf\u{E9}/Store.swift", decomposed = "Cafe\u{301}/Store.swift"
        XCTAssertEqual(precomposed, decomposed, "equal as Strings")
        var cache = FileCache<Int>.load("test.cache", format: 1, from: writer)
        _ = cache.value(at: precomposed, contents: Data("a".utf8)) { _ in 1 }
        _ = cache.value(at: decomposed, contents: Data("b".utf8)) { _ in 2 }
        XCTAssertEqual(cache.recordedPaths.count, 2)
        try cache.save(with: writer)

        let next = FileCache<Int>.load("test.cache", format: 1, from: writer)
        XCTAssertEqual(next.value(at: precomposed, hash: FileCache<Int>.hash(Data("a".utf8))), 1)
        XCTAssertEqual(next.value(at: decomposed, hash: FileCache<Int>.hash(Data("b".utf8))), 2)
        XCTAssertNil(next.value(at: decomposed, hash: FileCache<Int>.hash(Data("a".utf8))), "not the other spelling's entry")
        XCTAssertEqual(Set(next.loadedPaths), [PathKey(precomposed), PathKey(decomposed)])
    }

    func testAnotherFormatIsIgnoredAndRewritten() throws {
        var cache = FileCache<Int>.load("test.cache", format: 1, from: writer)
        _ = cache.value(at: "A.swift", contents: Data("a".utf8)) { _ in 1 }
        try cache.save(with: writer)
        let hash = FileCache<Int>.hash(Data("a".utf8))
        var newer = FileCache<Int>.load("test.cache", format: 2, from: writer)
        XCTAssertNil(newer.value(at: "A.swift", hash: hash), "a value of another format may mean something else")
        _ = newer.value(at: "A.swift", contents: Data("a".utf8)) { _ in 2 }
        try newer.save(with: writer)
        XCTAssertEqual(FileCache<Int>.load("test.cache", format: 2, from: writer).value(at: "A.swift", hash: hash), 2)
        XCTAssertNil(FileCache<Int>.load("test.cache", format: 1, from: writer).value(at: "A.swift", hash: hash))
    }

    /// The layout before `CacheFileFormat` (one JSON document), a damaged file and a cut-off one read as no cache,
    /// and the next save replaces them.
    func testAnOlderLayoutOrADamagedFileIsIgnoredAndRewritten() throws {
        let hash = FileCache<Int>.hash(Data("a".utf8))
        var cache = FileCache<Int>.load("test.cache", format: 1, from: writer)
        _ = cache.value(at: "A.swift", contents: Data("a".utf8)) { _ in 1 }
        let saved = cache.encoded()
        let json = #"{"version": "\#(cache.version)", "entries": {"A.swift": {"hash": "\#(hash)", "value": 1}}}"#
        for damaged in [Data(json.utf8), Data("{ not json".utf8), saved.prefix(saved.count - 1), saved + Data([0])] {
            try FileManager.default.createDirectory(at: url(".scaffold/cache"), withIntermediateDirectories: true)
            try damaged.write(to: url(".scaffold/cache/test.cache"))
            var loaded = FileCache<Int>.load("test.cache", format: 1, from: writer)
            XCTAssertNil(loaded.value(at: "A.swift", hash: hash), String(decoding: damaged, as: UTF8.self))
            _ = loaded.value(at: "A.swift", contents: Data("a".utf8)) { _ in 1 }
            try loaded.save(with: writer)
            XCTAssertEqual(FileCache<Int>.load("test.cache", format: 1, from: writer).value(at: "A.swift", hash: hash), 1)
        }
    }

    /// A file whose stamp is the recorded one is not read: its recorded hash and value stand for it.
    func testAnUnchangedStampSparesTheRead() throws {
        try put("Sources/A.swift", "let a = 1\n")
        let path = url("Sources/A.swift").path(percentEncoded: false)
        // As if the file had been written long before this run began reading.
        var cache = FileCache<Int>(name: "test.cache", format: 1, readAt: FileStamp.now() + 60_000_000_000)
        guard case .read(let data, let hash, let stamp, nil) = cache.read("Sources/A.swift", at: path) else {
            return XCTFail("a new file is read")
        }
        XCTAssertEqual(hash, FileCache<Int>.hash(data))
        cache.record(7, at: "Sources/A.swift", hash: hash, stamp: stamp)
        try cache.save(with: writer)

        let next = FileCache<Int>.load("test.cache", format: 1, from: writer)
        guard case .unchanged(let entry) = next.read("Sources/A.swift", at: path) else { return XCTFail("known by its stamp") }
        XCTAssertEqual(entry.value, 7)
        XCTAssertEqual(entry.hash, hash)
    }

    /// Git's "racy" rule: a stamp is trusted only when the file last changed well before the run that recorded it
    /// began reading, since an edit right after the read can keep the size and (on a coarse clock) the times.
    func testARacyStampIsNotTrusted() throws {
        let readAt: Int64 = 1_800_000_000_000_000_000
        var cache = FileCache<Int>(name: "test.cache", format: 1, readAt: readAt)
        let racy = FileStamp(device: 1, inode: 2, size: 3, modified: readAt - 500_000_000, changed: readAt - 500_000_000)
        let settled = FileStamp(device: 1, inode: 3, size: 3, modified: readAt - 10_000_000_000, changed: readAt - 10_000_000_000)
        cache.record(1, at: "Racy.swift", hash: "r", stamp: racy)
        cache.record(2, at: "Settled.swift", hash: "s", stamp: settled)
        try cache.save(with: writer)

        let next = FileCache<Int>.load("test.cache", format: 1, from: writer, readAt: readAt + 60_000_000_000)
        XCTAssertNil(next.entry(at: "Racy.swift", stamp: racy), "changed half a second before the last run read it")
        XCTAssertEqual(next.entry(at: "Settled.swift", stamp: settled)?.value, 2)
        var moved = settled
        moved.changed += 1
        XCTAssertNil(next.entry(at: "Settled.swift", stamp: moved), "any difference in the stamp means a read")
    }

    /// A save is skipped when it would write what is there, unless it turns a racy stamp into a trusted one.
    func testARacyStampIsSavedAgainOnceTrustworthy() throws {
        let readAt: Int64 = 1_800_000_000_000_000_000
        let stamp = FileStamp(device: 1, inode: 2, size: 3, modified: readAt - 500_000_000, changed: readAt - 500_000_000)
        var cache = FileCache<Int>(name: "test.cache", format: 1, readAt: readAt)
        cache.record(1, at: "A.swift", hash: "a", stamp: stamp)
        try cache.save(with: writer)

        var soon = FileCache<Int>.load("test.cache", format: 1, from: writer, readAt: readAt + 1_000_000_000)
        soon.record(1, at: "A.swift", hash: "a", stamp: stamp)
        XCTAssertTrue(soon.isUnchanged, "still racy for this run: saving gains nothing")
        var later = FileCache<Int>.load("test.cache", format: 1, from: writer, readAt: readAt + 60_000_000_000)
        later.record(1, at: "A.swift", hash: "a", stamp: stamp)
        XCTAssertFalse(later.isUnchanged, "saved under this run's start, the stamp is trusted next time")
    }

    /// An edit in place that keeps the size, moments after the run that read the file, is read again.
    func testAnEditKeepingTheSizeWithinTheSameSecondIsSeen() throws {
        try put("Sources/A.swift", "let a = 1\n")
        let path = url("Sources/A.swift").path(percentEncoded: false)
        var cache = FileCache<Int>.load("test.cache", format: 1, from: writer)
        guard case .read(_, let hash, let stamp, _) = cache.read("Sources/A.swift", at: path) else { return XCTFail("read") }
        cache.record(1, at: "Sources/A.swift", hash: hash, stamp: stamp)
        try cache.save(with: writer)
        let handle = try FileHandle(forWritingTo: url("Sources/A.swift"))
        try handle.write(contentsOf: Data("let b = 1\n".utf8))
        try handle.close()

        let next = FileCache<Int>.load("test.cache", format: 1, from: writer)
        guard case .read(let data, let newHash, _, let cached) = next.read("Sources/A.swift", at: path) else {
            return XCTFail("the edited file is read")
        }
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "let b = 1\n")
        XCTAssertNotEqual(newHash, hash)
        XCTAssertNil(cached)
    }

    /// An edit that keeps the size and the modification time to the nanosecond (a tool that restores times, a
    /// second edit in one clock tick) still moves the change time, which no one can set back: the file is read.
    func testAnEditKeepingTheSizeAndTheModificationTimeIsSeen() throws {
        try put("Sources/A.swift", "let a = 1\n")
        let path = url("Sources/A.swift").path(percentEncoded: false)
        // As if the file had been written long before the run began reading: its stamp is trusted.
        var cache = FileCache<Int>(name: "test.cache", format: 1, readAt: FileStamp.now() + 60_000_000_000)
        guard case .read(_, let hash, let stamp?, _) = cache.read("Sources/A.swift", at: path) else { return XCTFail("read") }
        cache.record(1, at: "Sources/A.swift", hash: hash, stamp: stamp)
        try cache.save(with: writer)
        XCTAssertNotNil(FileCache<Int>.load("test.cache", format: 1, from: writer).entry(at: "Sources/A.swift", stamp: stamp))

        // The change time has a clock tick to move on.
        Thread.sleep(forTimeInterval: 0.01)
        try rewriteKeepingSizeAndTime(path, "let b = 2\n")
        let after = try XCTUnwrap(FileSystem.stamp(of: path))
        XCTAssertEqual(after.size, stamp.size)
        XCTAssertEqual(after.modified, stamp.modified, "size and modification time are what they were")
        XCTAssertNotEqual(after.changed, stamp.changed)
        let next = FileCache<Int>.load("test.cache", format: 1, from: writer)
        guard case .read(let data, let newHash, _, nil) = next.read("Sources/A.swift", at: path) else {
            return XCTFail("the edited file is read, not taken from its stamp")
        }
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "let b = 2\n")
        XCTAssertNotEqual(newHash, hash)
    }

    func testTheCacheFolderIgnoresItselfForGit() throws {
        try FileCache<Int>(name: "test.cache", format: 1).save(with: writer)
        XCTAssertEqual(text(".scaffold/cache/.gitignore")?.split(separator: "\n").last, "*")
    }
}
