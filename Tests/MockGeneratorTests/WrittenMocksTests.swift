import Foundation
@testable import MockGenerator
@testable import SwiftSource
import ScaffoldCore
import XCTest

/// The record of the last write lets a re-run report untouched mocks `identical` without reading them;
/// anything it cannot vouch for goes through the `Writer` and gets the status it always had.
final class WrittenMocksTests: XCTestCase {
    private func makeProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("Sources/A.swift", "/// @mockable\nprotocol A { func a() }")
        try project.write("Sources/B.swift", "/// @mockable\nprotocol B { var b: Int { get } }")
        return project
    }

    /// Writes through `MocksResult.write`, then records the mocks as settled: stamps taken in the same clock
    /// tick as a write are never trusted, and a test must not wait for the tick to pass.
    private func writeAndSettle(_ project: TemporaryProject) throws -> MocksResult {
        let result = try MocksPipeline.run(project.configuration)
        _ = try result.write(options: WriteOptions())
        let writer = Writer(root: project.root)
        let paths = result.mocks.map(\.path)
        let stamps = writer.currentStamps(of: paths)
        try save(WrittenMocks(
            keys: Dictionary(uniqueKeysWithValues: result.mocks.map { ($0.path, $0.key) }),
            digests: stamps.mapValues(\.digest),
            manifestHash: VouchedMocks.manifestHash(writer)
        ), in: project)
        return result
    }

    private func record(_ project: TemporaryProject) -> WrittenMocks? {
        project.cache().written
    }

    private func save(_ record: WrittenMocks, in project: TemporaryProject) throws {
        var cache = project.cache()
        cache.written = record
        try Writer(root: project.root).saveCache(MocksCache.recordFileName, try XCTUnwrap(cache.encodedRecord()))
    }

    private func statuses(_ report: WriteReport) -> [String: FileStatus] {
        Dictionary(uniqueKeysWithValues: report.results.map { ($0.path, $0.status) })
    }

    func testFirstWriteRecordsEveryMock() throws {
        let project = try makeProject()
        let result = try MocksPipeline.run(project.configuration)
        let report = try result.write(options: WriteOptions()).report
        XCTAssertEqual(report.paths(with: .create), ["Tests/Mocks/AMock.swift", "Tests/Mocks/BMock.swift"])
        let record = try XCTUnwrap(record(project))
        XCTAssertEqual(record.keys, Dictionary(uniqueKeysWithValues: result.mocks.map { ($0.path, $0.key) }))
        XCTAssertTrue(Set(record.digests.keys).isSubset(of: record.keys.keys), "a mock stamped in the tick of its write has no digest")
        XCTAssertNotNil(record.manifestHash)
    }

    func testVouchedMocksAreNotRead() throws {
        let project = try makeProject()
        let result = try writeAndSettle(project)
        // Same size, other bytes, and stamped as such: only a check that skips reading calls it identical.
        let path = "Tests/Mocks/AMock.swift"
        let original = try XCTUnwrap(project.read(path))
        try project.write(path, String(original.reversed()))
        _ = result
        var record = try XCTUnwrap(record(project))
        let stamp = try XCTUnwrap(Writer(root: project.root).currentStamps(of: [path])[path])
        record.digests[path] = stamp.digest
        try save(record, in: project)

        let report = try MocksPipeline.run(project.configuration).write(options: WriteOptions()).report
        XCTAssertEqual(statuses(report), [path: .identical, "Tests/Mocks/BMock.swift": .identical])
    }

    func testEditedMockFallsOutAndIsAConflict() throws {
        let project = try makeProject()
        _ = try writeAndSettle(project)
        try project.write("Tests/Mocks/AMock.swift", (project.read("Tests/Mocks/AMock.swift") ?? "") + "// mine\n")
        XCTAssertThrowsError(try MocksPipeline.run(project.configuration).write(options: WriteOptions())) { error in
            XCTAssertEqual(error as? ScaffoldError, .conflicts(paths: ["Tests/Mocks/AMock.swift"]))
        }
        let skipped = try MocksPipeline.run(project.configuration).write(options: WriteOptions(skipConflicts: true)).report
        XCTAssertEqual(statuses(skipped), ["Tests/Mocks/AMock.swift": .skip, "Tests/Mocks/BMock.swift": .identical])
    }

    func testDeletedMockIsRecreated() throws {
        let project = try makeProject()
        let first = try writeAndSettle(project)
        try project.remove("Tests/Mocks/BMock.swift")
        let report = try MocksPipeline.run(project.configuration).write(options: WriteOptions()).report
        XCTAssertEqual(statuses(report), ["Tests/Mocks/AMock.swift": .identical, "Tests/Mocks/BMock.swift": .create])
        XCTAssertEqual(project.read("Tests/Mocks/BMock.swift"), first.mocks.last?.contents)
    }

    func testUnchangedRunWithEveryFileVouchedReusesTheLastRunWhole() throws {
        let project = try makeProject()
        let first = try writeAndSettle(project)
        let second = try MocksPipeline.run(project.configuration)
        XCTAssertNotNil(second.vouched)
        XCTAssertEqual(second.stats, MocksStats(filesScanned: 2, filesParsed: 0, cacheHits: 2, mocks: 2, mocksRendered: 0))
        XCTAssertEqual(second.changeSet.files.map(\.path), [], "nothing to write, so no text was needed")
        XCTAssertEqual(Set(try second.write(options: WriteOptions()).report.paths(with: .identical)), Set(first.mocks.map(\.path)))
    }

    func testUnchangedRunWithAMissingFileRendersOnlyThatMockFromItsSources() throws {
        let project = try makeProject()
        let first = try writeAndSettle(project)
        for name in [MocksCache.fileName, MocksCache.recordFileName, CachedOutlines.fileName] {
            let cache = try XCTUnwrap(project.read(".scaffold/cache/\(name)"))
            XCTAssertFalse(cache.contains("class AMock"), "the cache keeps keys, not mock text")
        }
        try project.remove("Tests/Mocks/AMock.swift")
        let second = try MocksPipeline.run(project.configuration)
        XCTAssertNil(second.vouched)
        XCTAssertEqual(second.stats.filesParsed, 0)
        XCTAssertEqual(second.stats.mocksRendered, 0, "inputs unchanged: rendered only because the writer needs the text")
        let report = try second.write(options: WriteOptions()).report
        XCTAssertEqual(statuses(report), ["Tests/Mocks/AMock.swift": .create, "Tests/Mocks/BMock.swift": .identical])
        XCTAssertEqual(project.read("Tests/Mocks/AMock.swift"), first.mocks.first?.contents)
    }

    func testChangedManifestSendsEveryMockThroughTheWriter() throws {
        let project = try makeProject()
        _ = try writeAndSettle(project)
        try project.write("Tests/Mocks/AMock.swift", "// mine\n")
        // With the manifest rewritten (same entries), the record no longer vouches and the Writer reads AMock.
        let manifest = try XCTUnwrap(project.read(".scaffold/manifest.json"))
        try project.write(".scaffold/manifest.json", manifest + "\n")
        let report = try MocksPipeline.run(project.configuration).write(options: WriteOptions(force: true)).report
        XCTAssertEqual(statuses(report), ["Tests/Mocks/AMock.swift": .force, "Tests/Mocks/BMock.swift": .identical])
    }

    func testDryRunReportsWithoutRecording() throws {
        let project = try makeProject()
        let result = try MocksPipeline.run(project.configuration)
        let report = try result.write(options: WriteOptions(dryRun: true)).report
        XCTAssertEqual(report.paths(with: .create).count, 2)
        XCTAssertNil(record(project))
        XCTAssertNil(project.read(".scaffold/cache/\(MocksCache.fileName)"), "a dry run writes no cache")
    }

    func testCheckTrustsTheRecordAndReadsTheRest() throws {
        let project = try makeProject()
        _ = try writeAndSettle(project)
        XCTAssertEqual(MocksPipeline.check(try MocksPipeline.run(project.configuration), root: project.root), [])
        try project.write("Tests/Mocks/BMock.swift", "// mine\n")
        XCTAssertEqual(MocksPipeline.check(try MocksPipeline.run(project.configuration), root: project.root), ["stale Tests/Mocks/BMock.swift"])
    }

    func testStampsVouchOnlyWhenSettledAndUnchanged() {
        let stamp = FileStamp(device: 1, inode: 2, size: 3, modified: 100, changed: 100)
        XCTAssertEqual(FileStamps(taken: 101, files: ["a": stamp]).settled("a"), stamp)
        XCTAssertNil(FileStamps(taken: 100, files: ["a": stamp]).settled("a"), "same tick as the stamp")
        XCTAssertNil(FileStamps(taken: 101, files: ["a": stamp]).settled("b"), "never stamped")
        let record = WrittenMocks(keys: ["a": "key", "c": "key"], digests: ["a": stamp.digest])
        XCTAssertTrue(record.vouches(for: "a", key: "key", current: stamp))
        XCTAssertFalse(record.vouches(for: "a", key: "other", current: stamp), "rendered from other inputs")
        XCTAssertFalse(record.vouches(for: "a", key: "key", current: nil), "gone")
        XCTAssertFalse(record.vouches(for: "b", key: "key", current: stamp), "never recorded")
        XCTAssertFalse(record.vouches(for: "c", key: "key", current: stamp), "recorded unsettled")
        let changes: [(String, (inout FileStamp) -> Void)] = [
            ("device", { $0.device += 1 }), ("inode", { $0.inode += 1 }), ("size", { $0.size += 1 }),
            ("modified", { $0.modified += 1 }), ("changed", { $0.changed += 1 }),
        ]
        for (field, change) in changes {
            var touched = stamp
            change(&touched)
            XCTAssertFalse(record.vouches(for: "a", key: "key", current: touched), "another \(field)")
        }
    }

    func testRecordRoundTripsThroughTheCache() throws {
        let project = try makeProject()
        let result = try MocksPipeline.run(project.configuration)
        _ = try result.write(options: WriteOptions())
        let cache = project.cache()
        let record = try XCTUnwrap(cache.written)
        XCTAssertEqual(record.keys, Dictionary(uniqueKeysWithValues: result.mocks.map { ($0.path, $0.key) }))
        let key = try XCTUnwrap(result.mocks.first?.key)
        let text = String(decoding: cache.encoded(), as: UTF8.self)
        XCTAssertEqual(text.components(separatedBy: key).count, 2, "each key is saved once, with the last run's mocks")
        XCTAssertFalse(String(decoding: try XCTUnwrap(cache.encodedRecord()), as: UTF8.self).contains(key))
        XCTAssertNil(try JSONDecoder().decode(MocksCache.self, from: cache.encoded()).written, "the record is saved apart")
    }

    /// `mocks.json` is saved before the record: a run killed between the two leaves a record of another run,
    /// whose digests must not be read with this run's keys.
    func testRecordOfAnotherRunIsIgnored() throws {
        let project = try makeProject()
        _ = try writeAndSettle(project)
        let record = try XCTUnwrap(project.read(".scaffold/cache/\(MocksCache.recordFileName)"))
        try project.write("Sources/A.swift", "/// @mockable\nprotocol A { func a(); func b() }")
        _ = try MocksPipeline.run(project.configuration).write(options: WriteOptions())
        try project.write(".scaffold/cache/\(MocksCache.recordFileName)", record)
        XCTAssertNil(self.record(project), "the record names the run before")
        let report = try MocksPipeline.run(project.configuration).write(options: WriteOptions()).report
        XCTAssertEqual(statuses(report), ["Tests/Mocks/AMock.swift": .identical, "Tests/Mocks/BMock.swift": .identical])
        XCTAssertNotNil(self.record(project), "a run that writes saves a record of its own")
    }

    func testTheWriteIsStampedOnTheFileSystemClockWithNoProbeLeftBehind() throws {
        let project = try makeProject()
        let lock = try ProjectLock.acquire(root: project.root)
        _ = try MocksPipeline.run(project.configuration).write(options: WriteOptions(), lock: lock)
        let record = try XCTUnwrap(record(project))
        XCTAssertEqual(Set(record.keys.keys), ["Tests/Mocks/AMock.swift", "Tests/Mocks/BMock.swift"])
        let cacheFolder = project.root.appendingPathComponent(Writer.cacheFolder).path
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cacheFolder).sorted(), [".gitignore", CachedOutlines.fileName, MocksCache.recordFileName, MocksCache.fileName])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: project.output.path).sorted(), ["AMock.swift", "BMock.swift"])
    }
}
