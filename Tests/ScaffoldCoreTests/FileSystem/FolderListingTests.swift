@testable import ScaffoldCore
import XCTest

/// Files grouped by folder: listed folders first, each file at its place; the text `mocks` keeps reads back as the
/// same groups, split on its bytes.
final class FolderListingTests: XCTestCase {
    func testFilesAreGroupedUnderTheirFoldersListedOnesFirst() {
        let listing = FolderListing(
            folders: ["/p/Sources", "/p/Sources/Sub"],
            files: ["/p/Sources/Sub/B.swift", "/p/Other/C.swift", "/p/Sources/A.swift", "/X.swift", "Y.swift", "/p/Other/D.swift"]
        )
        XCTAssertEqual(listing.groups.map(\.folder), ["/p/Sources", "/p/Sources/Sub", "/p/Other", "/", "."])
        XCTAssertEqual(listing.groups.map(\.isListed), [true, true, false, false, false])
        XCTAssertEqual(listing.groups.map(\.names), [["A.swift"], ["B.swift"], ["C.swift", "D.swift"], ["X.swift"], ["Y.swift"]])
        XCTAssertEqual(listing.groups.map(\.indices), [[2], [0], [1, 5], [3], [4]])
        XCTAssertEqual(listing.fileCount, 6)
    }

    /// A path with letters outside ASCII, a combining accent right after a line break, a CR, a `+` or a folder
    /// with no files reads back whole, its files numbered in the text's order.
    func testTheTextReadsBackAsTheSameGroups() throws {
        let listing = FolderListing(
            folders: ["/p/Sources", "/p/Sources/Über", "/p/Empty"],
            files: ["/p/Sources/Über/\u{301}📦.swift", "/p/Sources/Café.swift", "/p/Sources/a\r.swift", "/q/+.swift"]
        )
        let text = try XCTUnwrap(listing.text)
        XCTAssertEqual(text.split(separator: "\n", omittingEmptySubsequences: false).count, 8)
        let read = try XCTUnwrap(FolderListing(text: text.utf8))
        XCTAssertEqual(read.groups.map(\.folder), listing.groups.map(\.folder))
        XCTAssertEqual(read.groups.map(\.isListed), listing.groups.map(\.isListed))
        XCTAssertEqual(read.groups.map(\.names), listing.groups.map(\.names))
        XCTAssertEqual(read.groups.map(\.indices), [[0, 1], [2], [], [3]])
        XCTAssertEqual(read.fileCount, 4)
        XCTAssertEqual(FolderListing(folders: [], files: []).text, "")
        XCTAssertEqual(FolderListing(text: "".utf8), FolderListing(folders: [], files: []), "no folder and no file")
    }

    func testTextThatCannotBeReadBackIsNone() {
        XCTAssertNil(FolderListing(folders: [], files: ["Relative.swift"]).text, "a folder not absolute")
        XCTAssertNil(FolderListing(folders: [], files: ["/p/a\nb.swift"]).text, "a line break in a folder")
        XCTAssertNil(FolderListing(folders: ["/p/a\nb"], files: []).text)
        XCTAssertNil(FolderListing(folders: [], files: ["/p/"]).text, "an empty name")
        XCTAssertNil(FolderListing(text: "A.swift\n/p".utf8), "a name before any folder")
        XCTAssertNil(FolderListing(text: "/p\n\nA.swift".utf8), "an empty line")
        XCTAssertNil(FolderListing(text: "x/p\nA.swift".utf8), "a folder line neither listed nor `+`")
    }
}
