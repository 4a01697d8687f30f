import Foundation
import ScaffoldCore
import XCTest

/// No path may leave the project root, and a failure while staging leaves the tree exactly as it was.
final class WriterSafetyTests: WriteTestCase {
    private var outside: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        outside = FileManager.default.temporaryDirectory
            .appending(path: "scaffold-write-outside-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let outside { try? FileManager.default.removeItem(at: outside) }
        try super.tearDownWithError()
    }

    /// Applies a change set holding a safe file and `badPath`; expects `.unsafePath` and an untouched tree.
    private func assertRefused(_ badPath: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try snapshot()
        let outsideBefore = try FileManager.default.contentsOfDirectory(atPath: outside.path(percentEncoded: false))
        let changeSet = changes(["Sources/Fine.swift": "fine\n", badPath: "bad\n"])
        for options in [WriteOptions(), WriteOptions(dryRun: true), WriteOptions(force: true)] {
            let error = scaffoldError({ try self.apply(changeSet, options) }, file: file, line: line)
            guard case .unsafePath(let path, _) = error else {
                return XCTFail("expected unsafePath, got \(String(describing: error))", file: file, line: line)
            }
            XCTAssertEqual(path, badPath, file: file, line: line)
        }
        XCTAssertEqual(try snapshot(), before, file: file, line: line)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: outside.path(percentEncoded: false)), outsideBefore,
            file: file, line: line)
    }

    func testParentTraversalIsRefused() throws {
        try assertRefused("../x.swift")
        try assertRefused("a/../../b.swift")
        try assertRefused("a/..")
    }

    func testAbsoluteHomeAndMalformedPathsAreRefused() throws {
        try assertRefused("/abs.swift")
        try assertRefused(outside.appending(path: "x.swift").path(percentEncoded: false))
        try assertRefused("~/x.swift")
        try assertRefused("")
        try assertRefused("a\0b.swift")
        try assertRefused("a//b.swift")
        try assertRefused("./a.swift")
    }

    func testManifestPathIsReserved() throws {
        try assertRefused(".scaffold/manifest.json")
    }

    func testSymlinkedFolderPointingOutsideIsRefused() throws {
        try FileManager.default.createSymbolicLink(at: url("Sources"), withDestinationURL: outside)
        try assertRefused("Sources/App/Leak.swift")
        try FileManager.default.removeItem(at: url("Sources"))
        try FileManager.default.createDirectory(at: url("Deep"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: url("Deep/Out"), withDestinationURL: outside)
        try assertRefused("Deep/Out/Leak.swift")
    }

    func testSymlinkedFileTargetPointingOutsideIsRefused() throws {
        try Data("secret\n".utf8).write(to: outside.appending(path: "target.swift"))
        try FileManager.default.createSymbolicLink(at: url("Link.swift"), withDestinationURL: outside.appending(path: "target.swift"))
        try assertRefused("Link.swift")
        XCTAssertEqual(try String(contentsOf: outside.appending(path: "target.swift"), encoding: .utf8), "secret\n")
    }

    func testSymlinkedManifestFolderPointingOutsideIsRefused() throws {
        try FileManager.default.createSymbolicLink(at: url(".scaffold"), withDestinationURL: outside)
        let error = scaffoldError { try self.apply(self.changes(["A.swift": "a\n"])) }
        guard case .unsafePath = error else { return XCTFail("expected unsafePath, got \(String(describing: error))") }
        XCTAssertFalse(exists("A.swift"))
    }

    func testSymlinksThatStayInsideTheRootAreFollowed() throws {
        try FileManager.default.createDirectory(at: url("Real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: url("Alias"), withDestinationURL: url("Real"))
        let report = try apply(changes(["Alias/New.swift": "new\n"]))
        XCTAssertEqual(report.results.map(\.status), [.create])
        XCTAssertEqual(text("Real/New.swift"), "new\n")
        XCTAssertEqual(try snapshot()["Alias"]?.type, FileAttributeType.typeSymbolicLink.rawValue)
    }

    func testFailureWhileStagingLeavesTheTreeAsBefore() throws {
        try apply(changes(["Sources/Keep.swift": "v1\n", "Sources/Other.swift": "o\n"]))
        try put("Tests/Blocker", "a regular file where a folder is needed\n")
        let before = try snapshot(folderTimes: false)
        // Staging goes in path order, so the files before the blocker are staged (temps, new folders)
        // by the time it fails; all of that must be undone.
        let changeSet = changes([
            "A/Deep/Nested/First.swift": "first\n",
            "Sources/Keep.swift": "v2\n",
            "Sources/New/Fresh.swift": "fresh\n",
            "Tests/Blocker/Inside.swift": "x\n",
            "Zeta/Last.swift": "z\n",
        ])
        let error = scaffoldError { try self.apply(changeSet) }
        guard case .writeFailed(let path, let reason) = error else {
            return XCTFail("expected writeFailed, got \(String(describing: error))")
        }
        XCTAssertEqual(path, "Tests/Blocker/Inside.swift")
        XCTAssertTrue(reason.contains("Tests/Blocker"), reason)
        XCTAssertEqual(error?.exitCode, 73)
        // Same entries, bytes, inodes and file dates; only folder dates may show the removed temps.
        XCTAssertEqual(try snapshot(folderTimes: false), before)
    }
}
