import Foundation
import ScaffoldCore
import XCTest

/// `insertBetweenMarkers`: scaffold owns only the text between its markers in a file a person owns.
final class WriterMarkerTests: WriteTestCase {
    private let path = "Sources/App/AppContainer.swift"

    private func container(_ registrations: String) -> String {
        """
        final class AppContainer {
            // scaffold:begin registrations
        \(registrations)    // scaffold:end registrations
        }

        """
    }

    private func markerChanges(_ contents: String) -> ChangeSet {
        changes([path: contents], mode: .insertBetweenMarkers, group: "feature:Wallet")
    }

    func testMissingFileIsCreatedWithFullContentsAndNotClaimed() throws {
        let report = try apply(markerChanges(container("        register(WalletRepository.self)\n")))
        XCTAssertEqual(report.results.map(\.status), [.create])
        XCTAssertEqual(text(path), container("        register(WalletRepository.self)\n"))
        // A person owns the file: `destroy` must never delete it, so the manifest does not list it.
        XCTAssertNil(try writer.manifest().files[path])
    }

    func testUpdateReplacesOnlyTheRegionAndKeepsThePersonsText() throws {
        try put(path, """
            import Foundation
            // my own comment
            final class AppContainer {
                let custom = 1
                // scaffold:begin registrations
                register(Old.self)
                // scaffold:end registrations
                func mine() {}
            }

            """)
        let report = try apply(markerChanges(container("        register(WalletRepository.self)\n")))
        XCTAssertEqual(report.results.map(\.status), [.update])
        XCTAssertEqual(text(path), """
            import Foundation
            // my own comment
            final class AppContainer {
                let custom = 1
                // scaffold:begin registrations
                    register(WalletRepository.self)
                // scaffold:end registrations
                func mine() {}
            }

            """)
    }

    func testInsertionIsIdempotent() throws {
        try put(path, "// top\n// scaffold:begin a\n// scaffold:end a\n// middle\n// scaffold:begin b\nold\n// scaffold:end b\n")
        let generated = "// scaffold:begin a\nA\n// scaffold:end a\n// scaffold:begin b\nB\n// scaffold:end b\n"
        XCTAssertEqual(try apply(markerChanges(generated)).results.map(\.status), [.update])
        let before = try snapshot()
        XCTAssertEqual(try apply(markerChanges(generated)).results.map(\.status), [.identical])
        XCTAssertEqual(try snapshot(), before)
        XCTAssertEqual(text(path), "// top\n// scaffold:begin a\nA\n// scaffold:end a\n// middle\n// scaffold:begin b\nB\n// scaffold:end b\n")
    }

    func testMissingMarkersAreAConflictWithAHint() throws {
        try put(path, "final class AppContainer {\n    // scaffold:begin registrations\n}\n")
        let before = try snapshot()
        let dryRun = try apply(markerChanges(container("x\n")), WriteOptions(dryRun: true))
        XCTAssertEqual(dryRun.results.first?.status, .conflict)
        XCTAssertTrue(dryRun.results.first?.note?.contains("restore them") == true, dryRun.results.first?.note ?? "")
        XCTAssertTrue(dryRun.results.first?.note?.contains("registrations") == true)
        XCTAssertEqual(scaffoldError { try self.apply(self.markerChanges(self.container("x\n"))) }, .conflicts(paths: [path]))
        XCTAssertEqual(try snapshot(), before)
        let skipped = try apply(markerChanges(container("x\n")), WriteOptions(skipConflicts: true))
        XCTAssertEqual(skipped.results.map(\.status), [.skip])
        XCTAssertEqual(try snapshot(), before)
    }

    func testCarriageReturnLineEndingsKeepTheirMarkers() throws {
        try put(path, "head\r\n// scaffold:begin r\r\nold\r\n// scaffold:end r\r\ntail\r\n")
        XCTAssertEqual(try apply(markerChanges("// scaffold:begin r\nnew\r\n// scaffold:end r\n")).results.map(\.status), [.update])
        XCTAssertEqual(text(path), "head\r\n// scaffold:begin r\r\nnew\r\n// scaffold:end r\r\ntail\r\n")
    }
}
