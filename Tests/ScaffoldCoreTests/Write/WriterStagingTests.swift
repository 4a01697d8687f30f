import Foundation
import ScaffoldCore
import XCTest

/// Many files for one folder are staged on every core, each temp beside its target; no temp may remain.
final class WriterStagingTests: WriteTestCase {
    private func many(_ count: Int, in folder: String, text: String = "mock\n") -> [String: String] {
        Dictionary(uniqueKeysWithValues: (0..<count).map { ("\(folder)/File\($0).swift", "\(text)\($0)\n") })
    }

    func testManyFilesInOneFolderAreWrittenAndNoStagingFolderRemains() throws {
        let files = many(40, in: "Tests/Mocks")
        let report = try apply(changes(files))
        XCTAssertEqual(report.paths(with: .create).count, files.count)
        for (path, contents) in files { XCTAssertEqual(text(path), contents, path) }
        let entries = try FileManager.default.contentsOfDirectory(atPath: url("Tests/Mocks").path(percentEncoded: false))
        XCTAssertEqual(entries.count, files.count, "only the targets: \(entries.filter { !$0.hasPrefix("File") })")

        var updated = files
        updated["Tests/Mocks/File0.swift"] = "changed\n"
        let second = try apply(changes(updated))
        XCTAssertEqual(status(second, "Tests/Mocks/File0.swift"), .update)
        XCTAssertEqual(second.paths(with: .identical).count, files.count - 1)
    }

    func testFailureWhileStagingManyFilesLeavesTheTreeAsBefore() throws {
        try apply(changes(["Tests/Mocks/Kept.swift": "v1\n"]))
        let before = try snapshot(folderTimes: false)
        var files = many(40, in: "Tests/Mocks")
        files["Tests/Mocks/Kept.swift"] = "v2\n"
        // No file system takes a name this long, so this one write fails while the others succeed.
        files["Tests/Mocks/" + String(repeating: "n", count: 300) + ".swift"] = "x\n"
        let error = scaffoldError { try self.apply(changes(files)) }
        guard case .writeFailed(let path, _) = error else { return XCTFail("expected writeFailed, got \(String(describing: error))") }
        XCTAssertTrue(path.hasPrefix("Tests/Mocks/nnn"), path)
        XCTAssertEqual(try snapshot(folderTimes: false), before)
    }
}
