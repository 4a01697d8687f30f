import Foundation
import XCTest

/// A new entity named like a framework type that the person's code names plainly (`init`'s root says `some View`
/// and `@State`) is refused before anything is written, by `feature` and by `plan`, at each file's first use; once
/// those lines say `SwiftUI.View`, the feature is generated. An entity the module's own lines do not name (`Task`
/// in a new repository) is generated at once.
final class CLIShadowedTypesTests: XCTestCase {
    func testAnEntityThatWouldTakeOverAFrameworkTypeTheRootUsesIsRefusedUntilTheRootQualifiesIt() throws {
        let workspace = try Workspace("shadowed-types")
        XCTAssertEqual(try workspace.initRepository(.layered, ["--project", "none"]).exitCode, 0)
        let before = try workspace.repositorySnapshot()
        let root = try XCTUnwrap(try workspace.compositionRootPath())

        for command in ["feature", "plan"] {
            let output = try workspace.binary.run([command, "View", "title:String"], in: workspace.repository)
            XCTAssertEqual(output.exitCode, 4, output.transcript)
            XCTAssertTrue(output.stderr.contains(
                "scaffold: error: the feature's entity would hide a framework type that 1 file of the module names plainly; nothing was written"
            ), output.transcript)
            XCTAssertTrue(output.stderr.contains("\(root):"), output.transcript)
            XCTAssertTrue(output.stderr.contains("error: `View` here is SwiftUI's"), output.transcript)
            XCTAssertTrue(output.stderr.contains("hint: write `SwiftUI.View` wherever this file means SwiftUI's"), output.transcript)
        }
        let json = try workspace.binary.run(["feature", "View", "title:String", "--json"], in: workspace.repository)
        XCTAssertEqual(json.exitCode, 4, json.transcript)
        XCTAssertTrue(json.stdout.contains("\"kind\" : \"shadowedTypes\""), json.transcript)
        XCTAssertEqual(try workspace.repositorySnapshot().files.mapValues(\.contents), before.files.mapValues(\.contents), "nothing written")

        // The person qualifies the root's uses: the feature is generated.
        let rootFile = workspace.repository.appendingPathComponent(root)
        let qualified = try String(contentsOf: rootFile, encoding: .utf8)
            .replacingOccurrences(of: ": View {", with: ": SwiftUI.View {")
            .replacingOccurrences(of: "some View {", with: "some SwiftUI.View {")
        try qualified.write(to: rootFile, atomically: true, encoding: .utf8)
        let view = try workspace.binary.run(["feature", "View", "title:String"], in: workspace.repository)
        XCTAssertEqual(view.exitCode, 0, view.transcript)
        XCTAssertTrue(try workspace.repositorySnapshot().paths.contains("Sources/Demo/Models/View.swift"), view.transcript)

        // A State entity is refused before the module is read: a view model's nested `State` would hide it as much as
        // the root's `@State` (`ReservedNames.nestedTypes`), so the spec names another entity.
        let state = try workspace.binary.run(["feature", "State", "name:String"], in: workspace.repository)
        XCTAssertEqual(state.exitCode, 65, state.transcript)
        XCTAssertTrue(state.stderr.contains("names the entity, and a view model keeping its state in a nested `State`"), state.transcript)
        XCTAssertTrue(state.stderr.contains("as would SwiftUI's `@State` in the app's own views"), state.transcript)

        // Nothing of the root names Swift's Task plainly.
        let task = try workspace.binary.run(["feature", "Task", "title:String"], in: workspace.repository)
        XCTAssertEqual(task.exitCode, 0, task.transcript)
    }
}
