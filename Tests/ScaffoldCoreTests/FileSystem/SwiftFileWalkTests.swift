import Foundation
@testable import ScaffoldCore
import XCTest

/// A walk that stamps folders finds what `swiftFiles` finds, and stamps each folder it lists, none it skips.
final class SwiftFileWalkTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "walk-\(UUID().uuidString)")
        for path in ["A.swift", "Sub/B.swift", "Sub/Deeper/C.swift", "Sub/notes.txt", ".git/D.swift", "Pods/E.swift", "Out/F.swift"] {
            let url = folder.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testAWalkStampsTheFoldersItLists() throws {
        let root = folder.path
        let walk = FileSystem.swiftFileWalk(under: root, excluding: root + "/Out")
        XCTAssertEqual(walk.files.sorted(), FileSystem.swiftFiles(under: root, excluding: root + "/Out").sorted())
        XCTAssertEqual(walk.files.sorted(), [root + "/A.swift", root + "/Sub/B.swift", root + "/Sub/Deeper/C.swift"])
        XCTAssertEqual(walk.folders.map { $0.path }.sorted(), [root, root + "/Sub", root + "/Sub/Deeper"], "hidden, skipped and excluded folders are not listed")
        for (path, stamp) in walk.folders {
            XCTAssertEqual(stamp, FileSystem.folderStamp(of: path), path)
        }
        XCTAssertTrue(walk.isRepeatable)
        XCTAssertNil(FileSystem.folderStamp(of: root + "/A.swift"), "a file is not a folder")
        XCTAssertNil(FileSystem.stamp(of: root + "/Sub"), "a folder is not a file")
    }

    /// Stamping many files through their folders' descriptors gives each path's own stamp, in order: files in
    /// several folders interleaved, a link to a file, a missing file, a folder, a missing folder and a relative path.
    func testStampingThroughFoldersGivesEachPathsOwnStamp() throws {
        let root = folder.path
        try FileManager.default.createSymbolicLink(atPath: root + "/Sub/Link.swift", withDestinationPath: root + "/A.swift")
        let paths = [
            root + "/Sub/B.swift", root + "/A.swift", root + "/Sub/Deeper/C.swift", root + "/Sub/Link.swift", root + "/Sub/Gone.swift",
            root + "/Sub", root + "/Missing/X.swift", root + "/Sub/notes.txt", "A.swift",
        ]
        let stamps = FileSystem.stamps(of: paths)
        XCTAssertEqual(stamps, paths.map { FileSystem.stamp(of: $0) })
        XCTAssertEqual(stamps.map { $0 != nil }, [true, true, true, true, false, false, false, true, false])
        XCTAssertEqual(stamps[3], stamps[1], "a link is stamped as the file it names")
        let folders = [root + "/Sub/Deeper", root, root + "/A.swift", root + "/Gone", root + "/Sub"]
        let both = FileSystem.stamps(folders: folders, files: paths)
        XCTAssertEqual(both.files, stamps)
        XCTAssertEqual(both.folders, folders.map { FileSystem.folderStamp(of: $0) })
        XCTAssertEqual(both.folders.map { $0 != nil }, [true, true, false, false, true])
    }

    /// A file whose name begins with a combining mark (`\u{301}`, which joins the `/` before it into one `Character`)
    /// is stamped through its folder as by its path: its name keeps its first letter.
    func testAFileWhoseNameBeginsWithACombiningMarkIsStamped() throws {
        let path = folder.path + "/Sub/\u{301}Accent.swift"
        try Data("protocol Accent {}\n".utf8).write(to: URL(fileURLWithPath: path))
        let stamps = FileSystem.stamps(of: [path, folder.path + "/A.swift"])
        XCTAssertNotNil(stamps[0])
        XCTAssertEqual(stamps, [FileSystem.stamp(of: path), FileSystem.stamp(of: folder.path + "/A.swift")])
    }

    /// Folders are told apart by their bytes: two spellings of one accented name (precomposed and decomposed), equal
    /// as `String`s, are two folders on disk, each file stamped in its own; a folder of many files (stamped through
    /// its descriptor) and one of a single file (by path) give the same stamps, through a link to a folder too, and a
    /// "folder" that is a file gives none.
    func testFoldersAreToldApartByTheirBytesAndStampedAsByPath() throws {
        let root = folder.path, manager = FileManager.default
        for (name, size) in [("Caf\u{E9}", 1), ("Cafe\u{301}", 2)] {
            for file in ["X.swift", "Y.swift", "Z.swift"] {
                try manager.createDirectory(atPath: root + "/" + name, withIntermediateDirectories: true)
                try Data(repeating: 65, count: size).write(to: URL(fileURLWithPath: root + "/" + name + "/" + file))
            }
        }
        XCTAssertEqual("Caf\u{E9}", "Cafe\u{301}", "equal as Strings")
        try manager.createSymbolicLink(atPath: root + "/Linked", withDestinationPath: root + "/Caf\u{E9}")
        let many = ["X.swift", "Y.swift", "Z.swift"]
        let paths = many.map { root + "/Caf\u{E9}/" + $0 } + many.map { root + "/Cafe\u{301}/" + $0 } + many.map { root + "/Linked/" + $0 }
            + [root + "/Sub/B.swift", root + "/Caf\u{E9}/X.swift"] + many.map { root + "/A.swift/" + $0 }
        let folders = [root + "/Cafe\u{301}", root + "/Caf\u{E9}", root + "/Linked", root + "/Sub", root + "/A.swift"]
        let both = FileSystem.stamps(folders: folders, files: paths)
        XCTAssertEqual(both.files, paths.map { FileSystem.stamp(of: $0) })
        XCTAssertEqual(both.files.map { $0?.size }, [1, 1, 1, 2, 2, 2, 1, 1, 1, 1, 1, nil, nil, nil])
        XCTAssertEqual(both.folders, folders.map { FileSystem.folderStamp(of: $0) })
        XCTAssertEqual(both.folders.map { $0 != nil }, [true, true, true, true, false])
        XCTAssertNotEqual(both.folders[0], both.folders[1])
        XCTAssertEqual(both.folders[2], both.folders[1], "a link to a folder is stamped as the folder it names")
    }

    /// A link named `.swift` to no file could turn into a source with no listed folder changing; a link to a
    /// folder or a file (whose own stamp follows it) cannot.
    func testALinkNamedSwiftToNoFileMakesTheWalkUnrepeatable() throws {
        let manager = FileManager.default
        try manager.createSymbolicLink(at: folder.appending(path: "Sub/Linked.swift"), withDestinationURL: folder.appending(path: "A.swift"))
        try manager.createSymbolicLink(at: folder.appending(path: "Sub/Folder"), withDestinationURL: folder.appending(path: "Pods"))
        XCTAssertTrue(FileSystem.swiftFileWalk(under: folder.path).isRepeatable)
        try manager.createSymbolicLink(at: folder.appending(path: "Sub/Deeper/Later.swift"), withDestinationURL: folder.appending(path: "Nowhere/Later.swift"))
        XCTAssertFalse(FileSystem.swiftFileWalk(under: folder.path).isRepeatable)
    }
}
