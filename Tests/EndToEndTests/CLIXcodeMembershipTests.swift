import Foundation
import XCTest
@testable import FeatureKit

/// `feature` in an adopted app whose Xcode project lists its files one by one (Tests/Fixtures/Adopt/ClassicProject:
/// CleanContainer's files in a hand-written classic `project.pbxproj`): the project gains each new Swift file, in its
/// folder's group and its target's Sources phase, shown as a diff by a dry run, with a backup, and nothing twice.
final class CLIXcodeMembershipTests: XCTestCase {
    private let project = "Notes.xcodeproj/project.pbxproj"

    private func adoptedClassicApp() throws -> (Workspace, String) {
        let workspace = try Workspace("xcode-members")
        let folder = try AdoptedApps.copy("CleanContainer", into: workspace)
        let classic = AdoptedApps.fixtures.appendingPathComponent("ClassicProject/\(project)")
        try Data(contentsOf: classic).write(to: workspace.directory.path("\(folder)/\(project)"))
        return (workspace, folder)
    }

    func testFeatureAddsEveryFileItCreatesToItsTargetOnceWithABackupAndADryRunDiff() throws {
        let (workspace, folder) = try adoptedClassicApp()
        let adopt = try workspace.run(["adopt", "--root", folder])
        XCTAssertEqual(adopt.exitCode, 0, adopt.transcript)
        let config = try String(contentsOf: workspace.directory.path("\(folder)/.scaffold.yml"), encoding: .utf8)
        XCTAssertTrue(config.contains("`feature` adds each file it creates to Notes and NotesTests in the project"), config)
        let original = try String(contentsOf: workspace.directory.path("\(folder)/\(project)"), encoding: .utf8)
        let before = try TreeSnapshot(of: workspace.directory.path(folder))

        let dryRun = try workspace.run(["feature", "Bookmark", "title:String", "url:String", "--dry-run", "--root", folder])
        XCTAssertEqual(dryRun.exitCode, 0, dryRun.transcript)
        XCTAssertTrue(dryRun.stdout.contains(project), dryRun.stdout)
        XCTAssertTrue(dryRun.stdout.contains("/* BookmarkListView.swift in Sources */ = {isa = PBXBuildFile;"), dryRun.stdout)
        XCTAssertTrue(try TreeSnapshot(of: workspace.directory.path(folder)).changedPaths(since: before).isEmpty, "a dry run writes nothing")

        let output = try workspace.run(["feature", "Bookmark", "title:String", "url:String", "--root", folder])
        XCTAssertEqual(output.exitCode, 0, output.transcript)
        let tree = try TreeSnapshot(of: workspace.directory.path(folder))
        let created = tree.paths.filter { $0.hasSuffix(".swift") && before.text($0) == nil && !$0.hasPrefix(".scaffold/") }
        XCTAssertFalse(created.isEmpty)
        let edited = try XCTUnwrap(tree.text(project))
        let layout = PBXLayout(try PBXDocument(text: edited))
        for path in created {
            let reference = try XCTUnwrap(layout.filePaths.first { $0.value == path }?.key, "\(path) is not in the project")
            XCTAssertEqual(layout.builtBy[reference], [path.hasPrefix("NotesTests/") ? "NotesTests" : "Notes"], path)
        }
        // What was there stays: every line of the original is in the edited project, in order.
        var remaining = original.split(separator: "\n", omittingEmptySubsequences: false)[...]
        for line in edited.split(separator: "\n", omittingEmptySubsequences: false) where line == remaining.first { remaining = remaining.dropFirst() }
        XCTAssertEqual(Array(remaining), [], "every line of the project is kept, in order")
        // The project is read by Foundation as the property list it is.
        let plist = try PropertyListSerialization.propertyList(from: Data(edited.utf8), format: nil) as? [String: Any]
        XCTAssertEqual((plist?["objects"] as? [String: Any])?.count, layout.document.objects.count)
        let backup = try XCTUnwrap(output.stdout.split(separator: "\n").first { $0.hasPrefix("kept a copy of your files scaffold edited in ") })
        let copies = String(backup.dropFirst("kept a copy of your files scaffold edited in ".count).dropLast())
        XCTAssertEqual(tree.text("\(copies)/\(project)"), original, "the backup is the project as it was")

        // Run again: the files are there, the project lists them; nothing is added twice.
        let again = try workspace.run(["feature", "Bookmark", "title:String", "url:String", "--root", folder])
        XCTAssertEqual(again.exitCode, 0, again.transcript)
        XCTAssertEqual(try TreeSnapshot(of: workspace.directory.path(folder)).text(project), edited)
    }

    func testAProjectShapeItCannotEditIsRefusedAndNothingIsWritten() throws {
        let (workspace, folder) = try adoptedClassicApp()
        XCTAssertEqual(try workspace.run(["adopt", "--root", folder]).exitCode, 0)
        // The test target compiles the app's files too: which target a new file of the app's folder is for is unknown.
        let path = workspace.directory.path("\(folder)/\(project)")
        let text = try String(contentsOf: path, encoding: .utf8)
        let phases = text.components(separatedBy: "/* Begin PBXSourcesBuildPhase section */")[1]
        let appPhaseFiles = try XCTUnwrap(phases.components(separatedBy: "files = (\n").dropFirst().first?.components(separatedBy: "\t\t\t);")[0])
        try text.replacingOccurrences(of: "files = (\n\t\t\t\tC1", with: "files = (\n\(appPhaseFiles)\t\t\t\tC1").write(to: path, atomically: true, encoding: .utf8)
        let before = try TreeSnapshot(of: workspace.directory.path(folder))

        let output = try workspace.run(["feature", "Bookmark", "title:String", "url:String", "--root", folder])

        XCTAssertEqual(output.exitCode, 4, output.transcript)
        XCTAssertTrue(output.stderr.contains("several targets compile the files of Notes"), output.stderr)
        XCTAssertTrue(try TreeSnapshot(of: workspace.directory.path(folder)).changedPaths(since: before).isEmpty, "nothing is written")
    }

    func testDestroyTakesOutWhatFeatureAddedLeavingTheProjectAsItWas() throws {
        let (workspace, folder) = try adoptedClassicApp()
        XCTAssertEqual(try workspace.run(["adopt", "--root", folder]).exitCode, 0)
        let original = try String(contentsOf: workspace.directory.path("\(folder)/\(project)"), encoding: .utf8)
        let feature = try workspace.run(["feature", "Bookmark", "title:String", "url:String", "--root", folder])
        XCTAssertEqual(feature.exitCode, 0, feature.transcript)
        let edited = try XCTUnwrap(try TreeSnapshot(of: workspace.directory.path(folder)).text(project))
        XCTAssertNotEqual(edited, original)

        let dryRun = try workspace.run(["destroy", "feature", "Bookmark", "--dry-run", "--root", folder])
        XCTAssertEqual(dryRun.exitCode, 0, dryRun.transcript)
        XCTAssertTrue(dryRun.stdout.contains(project), dryRun.stdout)
        XCTAssertEqual(try TreeSnapshot(of: workspace.directory.path(folder)).text(project), edited, "a dry run writes nothing")

        let output = try workspace.run(["destroy", "feature", "Bookmark", "--root", folder])
        XCTAssertEqual(output.exitCode, 0, output.transcript)
        let tree = try TreeSnapshot(of: workspace.directory.path(folder))
        let text = try XCTUnwrap(tree.text(project))
        XCTAssertEqual(Array(text.utf8), Array(original.utf8), "the project is byte for byte what it was before feature")
        XCTAssertFalse(tree.paths.contains { $0.contains("Bookmark") && $0.hasSuffix(".swift") && !$0.hasPrefix(".scaffold/") })
        let plist = try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any]
        XCTAssertNotNil(plist?["objects"] as? [String: Any])
    }
}
