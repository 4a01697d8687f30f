import Foundation
@testable import ScaffoldCore
import XCTest

/// `FileSystem.list` says what each entry is: what the walks and sweeps rely on, entry by entry.
final class FileSystemListTests: XCTestCase {
    func testKindsOfEntriesAndLinks() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "list-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appending(path: "Sub"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: folder.appending(path: "A.swift"))
        try Data("x".utf8).write(to: folder.appending(path: ".hidden"))
        try manager.createSymbolicLink(at: folder.appending(path: "FileLink.swift"), withDestinationURL: folder.appending(path: "A.swift"))
        try manager.createSymbolicLink(at: folder.appending(path: "FolderLink"), withDestinationURL: folder.appending(path: "Sub"))
        try manager.createSymbolicLink(at: folder.appending(path: "Dangling"), withDestinationURL: folder.appending(path: "Nowhere"))

        let entries = try XCTUnwrap(FileSystem.list(folder.path))
        let kinds = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0.kind) })
        XCTAssertEqual(kinds, [
            "Sub": .directory, "A.swift": .file, ".hidden": .file,
            "FileLink.swift": .file, "FolderLink": .other, "Dangling": .other,
        ], "a link to a file counts as a file, any other link as other, so walks never follow one")

        let swift = try XCTUnwrap(FileSystem.list(folder.path) { $0.hasSuffix(".swift") })
        XCTAssertEqual(Set(swift.map(\.name)), ["A.swift", "FileLink.swift"])
        XCTAssertNil(FileSystem.list(folder.appending(path: "Missing").path))
        XCTAssertNil(FileSystem.list(folder.appending(path: "A.swift").path), "a file is not a folder")
    }
}
