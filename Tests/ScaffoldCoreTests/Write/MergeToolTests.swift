import Foundation
@testable import ScaffoldCore
import XCTest

/// `git merge-file`, as scaffold runs it: diff3 conflicts with a base, per-difference conflicts without one, whatever
/// the person's git configuration says; text only.
final class MergeToolTests: XCTestCase {
    private let tool = MergeTool.locate()

    func testNonOverlappingChangesMergeCleanly() throws {
        let outcome = try tool.merge(ours: Data("a\nB\nc\nd\ne\n".utf8), base: Data("a\nb\nc\nd\ne\n".utf8), theirs: Data("a\nb\nc\nd\nE\n".utf8))
        XCTAssertEqual(outcome, .clean(Data("a\nB\nc\nd\nE\n".utf8)))
    }

    func testOverlappingChangesAreDiff3Conflicts() throws {
        let outcome = try tool.merge(ours: Data("a\nmine\nc\n".utf8), base: Data("a\nb\nc\n".utf8), theirs: Data("a\nnew\nc\n".utf8))
        let expected = "a\n<<<<<<< yours\nmine\n||||||| generated before\nb\n=======\nnew\n>>>>>>> generated now\nc\n"
        XCTAssertEqual(outcome, .conflicts(Data(expected.utf8), [LineRange(first: 2, last: 8)]))
    }

    func testWithoutABaseEachDifferenceIsAConflictOfItsOwn() throws {
        let outcome = try tool.merge(ours: Data("a\nB\nc\nd\ne\nf\nG\n".utf8), base: nil, theirs: Data("a\nb\nc\nd\ne\nf\ng\n".utf8))
        guard case .conflicts(let merged, let regions) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(regions.count, 2, String(decoding: merged, as: UTF8.self))
        XCTAssertFalse(String(decoding: merged, as: UTF8.self).contains("|||||||"))
    }

    func testBinaryContentIsNotMerged() {
        XCTAssertThrowsError(try tool.merge(ours: Data([0, 1]), base: Data([0]), theirs: Data([0, 2]))) { error in
            XCTAssertEqual((error as? MergeTool.Failure)?.unavailable, false)
        }
    }

    func testAMissingGitSaysSo() {
        XCTAssertThrowsError(try MergeTool(git: nil).merge(ours: Data(), base: nil, theirs: Data())) { error in
            XCTAssertEqual((error as? MergeTool.Failure)?.unavailable, true)
            XCTAssertTrue((error as? MergeTool.Failure)?.reason.contains("git was not found") ?? false)
        }
    }

    func testThePersonsGitConfigurationDoesNotChangeTheMarkers() throws {
        let home = FileManager.default.temporaryDirectory.appending(path: "merge-tool-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        try "[merge]\n\tconflictStyle = zdiff3\n".write(to: home.appending(path: ".gitconfig"), atomically: true, encoding: .utf8)
        let previous = ProcessInfo.processInfo.environment["HOME"]
        setenv("HOME", home.path(percentEncoded: false), 1)
        defer { if let previous { setenv("HOME", previous, 1) } else { unsetenv("HOME") } }
        let outcome = try tool.merge(ours: Data("a\nmine\n".utf8), base: nil, theirs: Data("a\nnew\n".utf8))
        XCTAssertEqual(outcome, .conflicts(Data("a\n<<<<<<< yours\nmine\n=======\nnew\n>>>>>>> generated now\n".utf8), [LineRange(first: 2, last: 6)]))
    }
}
