import Foundation
import ScaffoldCore
import XCTest

/// The per-file cache: trusted only for the same bytes, saved with this run's entries only, discarded on a new format,
/// and never left for git to track.
final class FileCacheTests: WriteTestCase {
    func testSameBytesReuseTheValueAndChangedBytesComputeAgain() throws {
        var cache = FileCache<[String]>.load("test.json", format: 1, from: writer)
        var computed = 0
        let compute: (Data) -> [String] = { computed += 1; return [String(decoding: $0, as: UTF8.self)] }
        XCTAssertEqual(cache.value(at: "A.swift", contents: Data("a".utf8), compute: compute), ["a"])
        try cache.save(with: writer)

        var next = FileCache<[String]>.load("test.json", format: 1, from: writer)
        XCTAssertEqual(next.value(at: "A.swift", contents: Data("a".utf8), compute: compute), ["a"])
        XCTAssertEqual(computed, 1, "unchanged bytes are not computed again")
        XCTAssertEqual(next.value(at: "A.swift", contents: Data("b".utf8), compute: compute), ["b"])
        XCTAssertEqual(computed, 2, "changed bytes are")
    }

    func testASaveKeepsOnlyThisRunsFiles() throws {
        var cache = FileCache<Int>.load("test.json", format: 1, from: writer)
        _ = cache.value(at: "Gone.swift", contents: Data("x".utf8)) { _ in 1 }
        _ = cache.value(at: "Kept.swift", contents: Data("y".utf8)) { _ in 2 }
        try cache.save(with: writer)

        var next = FileCache<Int>.load("test.json", format: 1, from: writer)
        _ = next.value(at: "Kept.swift", contents: Data("y".utf8)) { _ in 99 }
        try next.save(with: writer)

        let last = FileCache<Int>.load("test.json", format: 1, from: writer)
        XCTAssertNil(last.value(at: "Gone.swift", hash: FileCache<Int>.hash(Data("x".utf8))))
        XCTAssertEqual(last.value(at: "Kept.swift", hash: FileCache<Int>.hash(Data("y".utf8))), 2)
    }

    func testAnotherFormatOrDamagedFileStartsEmpty() throws {
        var cache = FileCache<Int>.load("test.json", format: 1, from: writer)
        _ = cache.value(at: "A.swift", contents: Data("a".utf8)) { _ in 1 }
        try cache.save(with: writer)
        let hash = FileCache<Int>.hash(Data("a".utf8))
        XCTAssertNil(FileCache<Int>.load("test.json", format: 2, from: writer).value(at: "A.swift", hash: hash))

        try put(".scaffold/cache/test.json", "{ not json")
        XCTAssertNil(FileCache<Int>.load("test.json", format: 1, from: writer).value(at: "A.swift", hash: hash))
    }

    func testTheCacheFolderIgnoresItselfForGit() throws {
        try FileCache<Int>(name: "test.json", format: 1).save(with: writer)
        XCTAssertEqual(text(".scaffold/cache/.gitignore")?.split(separator: "\n").last, "*")
    }
}
