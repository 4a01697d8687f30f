import Foundation
import ScaffoldCore
import XCTest

/// `insertBetweenMarkers` with an anchor: a region the file lacks is inserted, markers included, just before
/// `// scaffold:insert <anchor>`; everything outside the markers stays as the person left it.
final class WriterAnchorTests: WriteTestCase {
    private let path = "Sources/App/App/AppEnvironment.swift"

    /// The root as a feature renders it: the person's part, one region, the anchor.
    private func root(_ feature: String, _ body: String) -> String {
        """
        final class AppEnvironment {
            init() {}

            // scaffold:begin feature:\(feature)
            \(body)
            // scaffold:end feature:\(feature)

            // scaffold:insert features
        }

        """
    }

    private let empty = "final class AppEnvironment {\n    init() {}\n\n    // scaffold:insert features\n}\n"

    @discardableResult
    private func register(_ feature: String, _ body: String, _ options: WriteOptions = WriteOptions()) throws -> WriteReport {
        try apply(changes([path: root(feature, body)], mode: .insertBetweenMarkers, group: "feature:\(feature)"), options)
    }

    func testMissingRegionIsInsertedBeforeTheAnchor() throws {
        try put(path, empty)

        let report = try register("Wallet", "let walletRepository = WalletRepository()")

        XCTAssertEqual(report.results.map(\.status), [.update])
        XCTAssertEqual(text(path), root("Wallet", "let walletRepository = WalletRepository()"))
        XCTAssertNil(try writer.manifest().files[path], "the root is a person's file; the manifest must not claim it")
    }

    func testSecondFeatureGoesBesideTheFirst() throws {
        try put(path, empty)
        try register("Wallet", "let wallet = 1")

        XCTAssertEqual(try register("Reminder", "let reminder = 2").results.map(\.status), [.update])

        XCTAssertEqual(text(path), """
            final class AppEnvironment {
                init() {}

                // scaffold:begin feature:Wallet
                let wallet = 1
                // scaffold:end feature:Wallet

                // scaffold:begin feature:Reminder
                let reminder = 2
                // scaffold:end feature:Reminder

                // scaffold:insert features
            }

            """)
    }

    func testRegisteringAgainIsIdenticalAndTouchesNothing() throws {
        try put(path, empty)
        try register("Wallet", "let wallet = 1")
        try register("Reminder", "let reminder = 2")
        let before = try snapshot()

        XCTAssertEqual(try register("Wallet", "let wallet = 1").results.map(\.status), [.identical])
        XCTAssertEqual(try register("Reminder", "let reminder = 2").results.map(\.status), [.identical])

        XCTAssertEqual(try snapshot(), before)
    }

    func testHandEditsOutsideTheMarkersSurviveAndTheRegionIsRewritten() throws {
        try put(path, empty)
        try register("Wallet", "let wallet = 1")
        let edited = text(path)!
            .replacingOccurrences(of: "    init() {}\n", with: "    init() {}\n\n    let analytics = Analytics()\n")
            .replacingOccurrences(of: "let wallet = 1", with: "let wallet = 99 // mine")
            + "\nextension AppEnvironment {}\n"
        try put(path, edited)

        XCTAssertEqual(try register("Wallet", "let wallet = 2").results.map(\.status), [.update])

        let merged = try XCTUnwrap(text(path))
        XCTAssertTrue(merged.contains("    let analytics = Analytics()\n"))
        XCTAssertTrue(merged.hasSuffix("}\n\nextension AppEnvironment {}\n"))
        XCTAssertTrue(merged.contains("// scaffold:begin feature:Wallet\n    let wallet = 2\n    // scaffold:end"), merged)
        XCTAssertEqual(merged, edited.replacingOccurrences(of: "let wallet = 99 // mine", with: "let wallet = 2"))
    }

    func testNeitherRegionNorAnchorIsAConflictNamingTheAnchor() throws {
        try put(path, "final class AppEnvironment {\n    init() {}\n}\n")
        let before = try snapshot()

        let dryRun = try register("Wallet", "let wallet = 1", WriteOptions(dryRun: true))

        XCTAssertEqual(dryRun.results.map(\.status), [.conflict])
        let note = try XCTUnwrap(dryRun.results.first?.note)
        XCTAssertTrue(note.contains("// scaffold:begin feature:Wallet"), note)
        XCTAssertTrue(note.contains("// scaffold:insert features"), note)
        XCTAssertEqual(scaffoldError { try self.register("Wallet", "let wallet = 1") }, .conflicts(paths: [path]))
        XCTAssertEqual(try snapshot(), before)
    }

    func testTextBetweenARegionAndTheAnchorKeepsTheRegionOutOfIt() throws {
        // The anchor counts only when blank lines alone separate it from the region.
        try put(path, empty)
        let generated = "// scaffold:begin feature:Wallet\nx\n// scaffold:end feature:Wallet\nlet other = 1\n// scaffold:insert features\n"

        let report = try apply(changes([path: generated], mode: .insertBetweenMarkers), WriteOptions(dryRun: true))

        XCTAssertEqual(report.results.map(\.status), [.conflict])
        XCTAssertTrue(report.results.first?.note?.contains("restore them") == true, report.results.first?.note ?? "")
    }

    func testInsertedLinesTakeTheFilesCarriageReturnLineEndings() throws {
        try put(path, empty.replacingOccurrences(of: "\n", with: "\r\n"))

        try register("Wallet", "let wallet = 1")

        XCTAssertEqual(text(path), root("Wallet", "let wallet = 1").replacingOccurrences(of: "\n", with: "\r\n"))
    }
}
