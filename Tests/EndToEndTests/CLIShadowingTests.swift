import Foundation
import XCTest

/// An entity named like a framework type shadows it in the whole module: the run that adds it regenerates, from
/// their records, the features generated before it whose code names that type, so they spell it qualified
/// (`FrameworkShadowing`, through the related plans). Features that do not name it, and entities named like a type
/// generated code does not name (`Color`), leave everything else as it is. The build of such a project is proven
/// by `NamesTests` and `SDKTypeCheckTests`; this test runs the binary only.
final class CLIShadowingTests: XCTestCase {
    private let walletModel = "Sources/App/Models/Wallet.swift"

    func testAnEntityNamedLikeAFrameworkTypeRegeneratesTheFeaturesThatNameIt() throws {
        let workspace = try Workspace("shadowing")
        XCTAssertTrue(try workspace.generateFixtures(["Names/Wallet.yml"], preset: .layered))
        let before = try workspace.projectSnapshot()
        XCTAssertTrue(try XCTUnwrap(before.text(walletModel)).contains("var balance: Decimal"), "plain while nothing shadows it")

        let plan = try workspace.run(["plan", "--spec", try workspace.copyFixture("Names/Decimal.yml"), "--root", "project"])
        XCTAssertEqual(plan.exitCode, 0, plan.transcript)
        XCTAssertTrue(plan.stdout.contains("Wallet: its code spells `Foundation.Decimal`, as Decimal is an entity now"), plan.transcript)
        XCTAssertTrue(plan.stdout.contains("update     \(walletModel)"), plan.transcript)

        let decimal = try workspace.feature(spec: "specs/Names/Decimal.yml")
        XCTAssertEqual(decimal.exitCode, 0, decimal.transcript)
        XCTAssertTrue(decimal.stdout.contains("update     \(walletModel)"), decimal.transcript)
        XCTAssertTrue(decimal.stderr.contains("regenerated with Decimal"), decimal.transcript)
        let after = try workspace.projectSnapshot()
        XCTAssertTrue(try XCTUnwrap(after.text(walletModel)).contains("var balance: Foundation.Decimal"), "qualified once shadowed")
        let unchanged = before.paths.filter { path in path.hasPrefix("Sources/") && after.text(path) == before.text(path) }
        XCTAssertFalse(unchanged.isEmpty, "only the files that name Decimal are rewritten")
        for path in after.paths where after.text(path) != before.text(path) && before.text(path) != nil && !path.hasPrefix(".scaffold/") {
            // The composition root gains Decimal's own region; every other file changed is Wallet's, naming the type.
            let text = after.text(path) ?? ""
            XCTAssertTrue(text.contains("Foundation.Decimal") || text.contains("DecimalListView"), "\(path) changed without naming Decimal")
        }

        // Generating it again changes nothing: Decimal was already shadowed.
        let again = try workspace.feature(spec: "specs/Names/Decimal.yml")
        XCTAssertEqual(again.exitCode, 0, again.transcript)
        XCTAssertFalse(again.stdout.contains("Wallet"), again.transcript)

        // Generated code names no `Color`: nothing else is regenerated.
        let color = try workspace.feature(spec: try workspace.copyFixture("Names/Color.yml"))
        XCTAssertEqual(color.exitCode, 0, color.transcript)
        XCTAssertFalse(color.stdout.contains("Wallet") || color.stdout.contains("Decimal"), color.transcript)
    }

    func testAnEditedFileOfAFeatureItRegeneratesIsMergedKeepingTheEdit() throws {
        let workspace = try Workspace("shadowing-edited")
        XCTAssertTrue(try workspace.generateFixtures(["Names/Wallet.yml"], preset: .layered))
        let model = workspace.project.appendingPathComponent(walletModel)
        try (String(contentsOf: model, encoding: .utf8) + "// mine\n").write(to: model, atomically: true, encoding: .utf8)

        let output = try workspace.feature(spec: try workspace.copyFixture("Names/Decimal.yml"))

        XCTAssertEqual(output.exitCode, 0, "an edit away from what changes merges:\n\(output.transcript)")
        XCTAssertTrue(output.stdout.contains("merge      \(walletModel)"), output.transcript)
        let merged = try String(contentsOf: model, encoding: .utf8)
        XCTAssertTrue(merged.hasSuffix("// mine\n"), "the edit is kept:\n\(merged)")
        XCTAssertTrue(merged.contains("Foundation.Decimal"), "the regenerated feature spells the shadowed type qualified:\n\(merged)")
    }
}
