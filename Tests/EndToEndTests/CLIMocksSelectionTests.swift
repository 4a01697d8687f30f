import Foundation
import XCTest

/// `scaffold mocks` through the built binary on a project marked the way Sourcery users mark it, with two modules
/// configured in `.scaffold.yml`, read back through `--json`.
final class CLIMocksSelectionTests: XCTestCase {
    private func project() throws -> Workspace {
        let workspace = try Workspace("mocks-selection")
        try workspace.directory.write("""
            preset: layered
            module: App
            mocks:
              markers: [sourcery, conformance]
              modules:
                - { module: Core, sources: [Sources/Core], output: Tests/CoreTests/Mocks }
                - { module: App, sources: [Sources/App], output: Tests/AppTests/Mocks }

            """, to: "project/.scaffold.yml")
        try workspace.directory.write("""
            public protocol AutoMockable {}

            public protocol Store {
                func save(_ value: Int)
            }

            // sourcery: AutoMockable
            protocol Clock {
                var now: Int { get }
            }

            /// @mockable
            protocol OnlyMockolo {}

            """, to: "project/Sources/Core/Core.swift")
        try workspace.directory.write("""
            import Core

            protocol Wallets: Store {
                func wallets() -> [String]
            }

            """, to: "project/Sources/App/Wallets.swift")
        try workspace.directory.write("""
            import Core

            // sourcery: AutoMockable
            extension Wallets {}

            protocol Audit: AutoMockable {
                func record(_ line: String)
            }

            """, to: "project/Sources/App/Marks.swift")
        return workspace
    }

    func testSourceryMarksAndModulesWithTheJSONListing() throws {
        let workspace = try project()

        let output = try workspace.run(["mocks", "--root", "project", "--json"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], output.transcript)
        let mocks = try XCTUnwrap(json["mocks"] as? [[String: Any]], output.transcript)
        XCTAssertEqual(mocks.map { $0["protocol"] as? String }, ["Audit", "Wallets", "Clock"])
        XCTAssertEqual(mocks.map { $0["mock"] as? String }, [
            "Tests/AppTests/Mocks/AuditMock.swift", "Tests/AppTests/Mocks/WalletsMock.swift", "Tests/CoreTests/Mocks/ClockMock.swift",
        ])
        XCTAssertEqual(mocks.map { $0["status"] as? String }, ["create", "create", "create"])
        let clockSource = try XCTUnwrap(mocks.last?["source"] as? [String: Any])
        XCTAssertEqual(clockSource["file"] as? String, "Sources/Core/Core.swift")
        XCTAssertEqual(clockSource["line"] as? Int, 8)
        XCTAssertEqual((json["warnings"] as? [Any])?.count, 0, output.transcript)

        let snapshot = try workspace.projectSnapshot()
        let wallets = try XCTUnwrap(snapshot.text("Tests/AppTests/Mocks/WalletsMock.swift"))
        XCTAssertTrue(wallets.contains("@testable import App\n@testable import Core\n"), wallets)
        XCTAssertTrue(wallets.contains("func save(_ value: Int)"), "the parent in Core is mocked too:\n\(wallets)")
        XCTAssertNil(snapshot.text("Tests/CoreTests/Mocks/OnlyMockoloMock.swift"), "`mockable` is not among the markers")
        XCTAssertNil(snapshot.text("Tests/CoreTests/Mocks/AutoMockableMock.swift"), "the marker protocol is never mocked")

        let again = try workspace.run(["mocks", "--root", "project", "--json"])
        let listed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((listed["mocks"] as? [[String: Any]])?.map { $0["status"] as? String }, ["identical", "identical", "identical"])
    }

    func testAnUnmockableProtocolsWarningNamesTheConstructAndItsLine() throws {
        let workspace = try Workspace("mocks-warning")
        try workspace.directory.write("""
            /// @mockable
            protocol Numbers {
                func add()
                static func + (lhs: Self, rhs: Self) -> Self
            }

            """, to: "project/Sources/App/Numbers.swift")

        let output = try workspace.run(["mocks", "--root", "project"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertTrue(output.stderr.contains(
            "Sources/App/Numbers.swift:2:1: warning: protocol Numbers is not mocked: operator requirement `+` (line 4)"
        ), output.transcript)
    }
}
