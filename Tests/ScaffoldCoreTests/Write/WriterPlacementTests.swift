import Foundation
import ScaffoldCore
import XCTest

/// An adopted app's file without scaffold's anchor: the writer adds the anchor line where the app's code was read to
/// take it (`AnchorPlacement`), then the region before it — to those bytes only, shown as a diff by a dry run, with a
/// copy of the file kept; a file that already has the anchor gets none added.
final class WriterPlacementTests: WriteTestCase {
    private let path = "App/AppContainer.swift"
    private let container = "final class AppContainer {\n    let notes = NoteStore()\n\n    init() {}\n}\n"
    private let region = """
            // scaffold:begin feature:Bookmark
            let bookmarks = BookmarkStore()
            // scaffold:end feature:Bookmark

            // scaffold:insert features

        """

    private func registration(placedIn text: String, line: Int = 3) -> ChangeSet {
        var file = GeneratedFile(path: path, contents: region, mode: .insertBetweenMarkers)
        file.placements = [AnchorPlacement(line: line, text: "    // scaffold:insert features", sourceHash: ContentHash.hex(Data(text.utf8)))]
        file.keepsBackup = true
        return ChangeSet(files: [file], group: "feature:Bookmark")
    }

    func testTheAnchorGoesWhereItWasReadThenTheRegionBeforeIt() throws {
        try put(path, container)

        let report = try apply(registration(placedIn: container))

        XCTAssertEqual(report.results.map(\.status), [.update])
        XCTAssertEqual(text(path), """
            final class AppContainer {
                let notes = NoteStore()
                // scaffold:begin feature:Bookmark
                let bookmarks = BookmarkStore()
                // scaffold:end feature:Bookmark

                // scaffold:insert features

                init() {}
            }

            """)
    }

    func testACopyOfTheAppsFileIsKept() throws {
        try put(path, container)

        let report = try apply(registration(placedIn: container))

        let backup = try XCTUnwrap(report.backup, "the edited file of the app's own is kept")
        XCTAssertEqual(text("\(backup)/\(path)"), container)
        XCTAssertEqual(text("\(Backup.folder)/.gitignore").map { $0.hasSuffix("*\n") }, true)
    }

    func testADryRunShowsTheEditAsADiffAndWritesNothing() throws {
        try put(path, container)

        let report = try apply(registration(placedIn: container), WriteOptions(dryRun: true))

        XCTAssertEqual(text(path), container)
        XCTAssertNil(report.backup)
        XCTAssertFalse(exists(Backup.folder))
        let diff = try XCTUnwrap(report.results.first?.diff)
        XCTAssertTrue(diff.contains("+    // scaffold:insert features\n"), diff)
        XCTAssertTrue(diff.contains("+    let bookmarks = BookmarkStore()\n"), diff)
    }

    func testAFileThatHasTheAnchorGetsNoSecondOne() throws {
        let anchored = "final class AppContainer {\n    // scaffold:insert features\n    let notes = NoteStore()\n}\n"
        try put(path, anchored)

        // Read before the person added the anchor: the placement's hash is not the file's, and it is not needed.
        try apply(registration(placedIn: container))

        XCTAssertEqual(text(path)?.components(separatedBy: "// scaffold:insert features").count, 2, text(path) ?? "")
        XCTAssertTrue(text(path)?.contains("let bookmarks = BookmarkStore()\n    // scaffold:end feature:Bookmark\n\n    // scaffold:insert features\n    let notes") == true)
    }

    func testAFileChangedSinceItWasReadIsAConflictAndStays() throws {
        let changed = container.replacingOccurrences(of: "init() {}", with: "init() { print(\"edited\") }")
        try put(path, changed)

        XCTAssertThrowsError(try apply(registration(placedIn: container))) { error in
            XCTAssertEqual(error as? ScaffoldError, .conflicts(paths: [path]))
        }
        XCTAssertEqual(text(path), changed)
        let report = try apply(registration(placedIn: container), WriteOptions(dryRun: true))
        XCTAssertEqual(report.results.first?.note, "the file changed while scaffold was reading where its anchors go; run the command again")
        XCTAssertThrowsError(try apply(registration(placedIn: container), WriteOptions(force: true)), "--force does not write over it either")
        XCTAssertEqual(text(path), changed)
    }

    func testCRLFFilesKeepTheirLineEndings() throws {
        let crlf = container.replacingOccurrences(of: "\n", with: "\r\n")
        try put(path, crlf)

        try apply(registration(placedIn: crlf))

        let written = try XCTUnwrap(text(path))
        XCTAssertTrue(written.contains("    // scaffold:insert features\r\n"), written)
        XCTAssertFalse(written.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line ends in CRLF:\n\(written)")
    }

    /// A line the registration rewrites (a one-screen `NavigationView` made a `NavigationStack`, `LineRewrite`): changed
    /// with the anchor, shown in the dry run's diff, kept in the backup, left alone once it reads as rewritten, and a
    /// conflict where the line reads otherwise.
    func testALineRewrittenGoesWithTheAnchorOnceAndOnlyIntoTheBytesRead() throws {
        let view = "struct HomeView: View {\n    var body: some View {\r\n        NavigationView {\r\n            Text(\"Home\")\n        }\n    }\n}\n"
        let viewPath = "App/HomeView.swift"
        func change(_ read: String) -> ChangeSet {
            var file = GeneratedFile(path: viewPath, contents: "            // scaffold:begin feature:Bookmark.routes\n            .x()\n"
                + "            // scaffold:end feature:Bookmark.routes\n\n            // scaffold:insert routes\n", mode: .insertBetweenMarkers)
            let hash = ContentHash.hex(Data(read.utf8))
            file.placements = [AnchorPlacement(line: 5, text: "            // scaffold:insert routes", sourceHash: hash)]
            file.rewrites = [LineRewrite(file: viewPath, line: 3, old: "        NavigationView {", new: "        NavigationStack {", sourceHash: hash)]
            file.keepsBackup = true
            return ChangeSet(files: [file], group: "feature:Bookmark")
        }
        try put(viewPath, view)

        let dry = try apply(change(view), WriteOptions(dryRun: true))
        XCTAssertTrue(dry.results.first?.diff?.contains("-        NavigationView {\r\n+        NavigationStack {\r\n") == true, dry.results.first?.diff ?? "")
        XCTAssertEqual(text(viewPath), view)

        let report = try apply(change(view))
        let written = try XCTUnwrap(text(viewPath))
        XCTAssertTrue(written.contains("    var body: some View {\r\n        NavigationStack {\r\n            Text(\"Home\")\n            // scaffold:begin"), written)
        XCTAssertEqual(report.backup.flatMap { text("\($0)/\(viewPath)") }, view)

        // A second run, read from the rewritten file, finds the line rewritten and adds nothing twice.
        try apply(change(written))
        XCTAssertEqual(text(viewPath)?.components(separatedBy: "NavigationStack").count, 2)
        XCTAssertEqual(text(viewPath)?.components(separatedBy: "// scaffold:insert routes").count, 2)

        // A line that reads neither as read nor as rewritten is not the line that was read.
        let edited = view.replacingOccurrences(of: "NavigationView {", with: "NavigationView { // edited")
        try put(viewPath, edited)
        XCTAssertThrowsError(try apply(change(view), WriteOptions(force: true)))
        XCTAssertEqual(text(viewPath), edited)
    }
}
