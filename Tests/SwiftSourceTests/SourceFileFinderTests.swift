import Foundation
import ScaffoldCore
import SwiftSource
import XCTest

/// The finder keys files and folders by their bytes: two folders whose names differ only in Unicode normalisation
/// (equal as `String`s) are two folders on a file system that keeps bytes, and each one's files are found once.
final class SourceFileFinderTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "finder-\(UUID().uuidString)")
        for path in ["Sources/Caf\u{E9}/Store.swift", "Sources/Cafe\u{301}/Store.swift", "Sources/A.swift"] {
            try FileManager.default.createDirectory(atPath: folder.path + "/" + path.dropLast("/Store.swift".count), withIntermediateDirectories: true)
            try Data("protocol P {}\n".utf8).write(to: URL(fileURLWithPath: folder.path + "/" + path))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testFoldersEqualOnlyAsStringsAreBothListed() throws {
        let sources = folder.appending(path: "Sources")
        // Listed twice (a root and a folder inside it): each file is still found once.
        let listing = try SourceFileFinder.listing(
            roots: [sources, sources.appending(path: "Caf\u{E9}")], excluding: folder.appending(path: "Out"), root: folder
        )

        XCTAssertEqual(listing.files.map { Array($0.path.utf8) }, [
            "Sources/A.swift", "Sources/Cafe\u{301}/Store.swift", "Sources/Caf\u{E9}/Store.swift",
        ].map { Array($0.utf8) })
        XCTAssertEqual(listing.folders.map { Array($0.path.utf8) }, [
            sources.path, sources.path + "/Cafe\u{301}", sources.path + "/Caf\u{E9}",
        ].map { Array($0.utf8) })
        XCTAssertEqual(
            try SourceFileFinder.find(roots: [sources], excluding: folder.appending(path: "Out"), root: folder).map(\.absolutePath),
            listing.files.map(\.absolutePath)
        )
    }
}
