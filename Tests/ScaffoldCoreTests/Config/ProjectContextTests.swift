import Foundation
import ScaffoldCore
import XCTest

/// The project root and the precedence of flags, `.scaffold.yml` and defaults, resolved once for every command.
final class ProjectContextTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "project-context-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder.appending(path: "repo/Sources/Deep/Er"), withIntermediateDirectories: true)
        try Data("preset: features\nmodule: Inari\n".utf8).write(to: folder.appending(path: "repo/.scaffold.yml"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testTheNearestConfigurationUpwardIsTheProject() throws {
        let context = try ProjectContext.resolve(root: nil, currentFolder: folder.appending(path: "repo/Sources/Deep/Er"))
        XCTAssertEqual(context.origin, .found)
        XCTAssertEqual(context.root.standardizedFileURL.path, folder.appending(path: "repo").standardizedFileURL.path)
        XCTAssertEqual(context.preset.name, "features")
        XCTAssertEqual(context.roots.module, "Inari")
        XCTAssertNil(context.assumptionNote(used: "anything"), "inside a project nothing is assumed")
    }

    func testFlagsWinOverTheConfigurationWhichWinsOverDefaults() throws {
        let flagged = try ProjectContext.resolve(root: "repo", preset: "clean", module: "Other", currentFolder: folder)
        XCTAssertEqual(flagged.origin, .flag)
        XCTAssertEqual(flagged.preset.name, "clean")
        XCTAssertEqual(flagged.roots, ProjectRoots(module: "Other"))
        XCTAssertEqual(flagged.sourceFolders, ["Sources/Other"])
        let configured = try ProjectContext.resolve(root: "repo", currentFolder: folder)
        XCTAssertEqual(configured.mocksSettings, configured.config?.mocks)
    }

    func testOutsideAProjectTheDefaultsAreUsedAndSaid() throws {
        let context = try ProjectContext.resolve(root: nil, currentFolder: folder)
        XCTAssertEqual(context.origin, .currentFolder)
        XCTAssertNil(context.config)
        XCTAssertEqual(context.preset.name, "layered")
        XCTAssertEqual(context.roots.module, ProjectConfig.defaultModule)
        XCTAssertEqual(context.sourceFolders, ["."], "no Sources at all: the whole folder is read")
        let note = try XCTUnwrap(context.assumptionNote(used: "preset layered"))
        XCTAssertEqual(note.severity, .note)
        XCTAssertTrue(note.message.contains("no .scaffold.yml in"), note.message)
        XCTAssertTrue(note.message.contains("or any folder above"), note.message)
        XCTAssertTrue(note.hint?.contains("scaffold init") == true)
        XCTAssertTrue(note.hint?.contains("--root") == true)
    }

    func testWithoutConfigurationSourcesFallBackToTheSourcesFolder() throws {
        let bare = folder.appending(path: "bare")
        try FileManager.default.createDirectory(at: bare.appending(path: "Sources/Kit"), withIntermediateDirectories: true)
        let context = try ProjectContext.resolve(root: "bare", currentFolder: folder)
        XCTAssertEqual(context.sourceFolders, ["Sources"])
        XCTAssertEqual(context.mocksSettings.sources, ["Sources"])
        XCTAssertEqual(context.mocksSettings.output, "Tests/AppTests/Mocks")
        XCTAssertTrue(context.assumptionNote(used: "x")?.hint?.contains("--root bare") == true)
    }
}
