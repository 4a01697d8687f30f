import Foundation
import XCTest
@testable import ScaffoldCore

/// `load(root:)` and `find(startingAt:)` read `.scaffold.yml` from disk.
final class ConfigFileTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appending(path: "scaffold-config-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let root { try? FileManager.default.removeItem(at: root) }
    }

    private func write(_ text: String, in folder: String = "") throws {
        let url = root.appending(path: folder).appending(path: ProjectConfig.fileName)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func testAFolderWithoutTheFileHasNoConfiguration() throws {
        XCTAssertNil(try ProjectConfig.load(root: root))
    }

    func testTheFileIsLoadedAndItsPathNamedInDiagnostics() throws {
        try write("preset: features\nmodule: Inari\n")
        XCTAssertEqual(try ProjectConfig.load(root: root), ProjectConfig(presetName: "features", module: "Inari"))
        try write("preset: feature\n")
        do {
            _ = try ProjectConfig.load(root: root)
            XCTFail("an unknown preset must be refused")
        } catch {
            let diagnostic = try XCTUnwrap(error.diagnostics.first)
            XCTAssertEqual(diagnostic.location?.file, root.appending(path: ".scaffold.yml").path(percentEncoded: false))
            XCTAssertEqual(error.exitCode, 78)
        }
    }

    func testAFolderNamedLikeTheFileIsUnreadableInput() throws {
        try FileManager.default.createDirectory(at: root.appending(path: ".scaffold.yml"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try ProjectConfig.load(root: root)) { error in
            guard case .unreadableInput(_, let reason) = error as? ScaffoldError else { return XCTFail("\(error)") }
            XCTAssertEqual(reason, "it is a folder")
        }
    }

    func testFindWalksUpFromANestedFolder() throws {
        try write("preset: layered\n")
        let nested = root.appending(path: "Sources/App/Features")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let found = try XCTUnwrap(try ProjectConfig.find(startingAt: nested))
        XCTAssertEqual(found.root.standardizedFileURL.path, root.standardizedFileURL.path)
        XCTAssertEqual(found.config, ProjectConfig(presetName: "layered"))
    }
}
