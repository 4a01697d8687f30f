import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// An adopted app without a test target: `feature` says once where its tests went and that no target compiles them.
final class UntargetedTestsNoteTests: XCTestCase {
    private func config(_ text: String) throws -> ProjectConfig {
        try ProjectConfig.load(contents: Data(text.utf8), path: ".scaffold.yml")
    }

    func testAnAdoptedAppWhoseFileNamesNoTestFolderIsToldWhereTheTestsWent() throws {
        // As adopt writes it when it found no test target: the key is a commented question.
        let adopted = try config("preset: mvvm\nmodule: Notes\nadopted: true\n# tests: NotesTests\n")
        XCTAssertFalse(adopted.namesTestFolder)
        let note = try XCTUnwrap(UntargetedTestsNote.text(config: adopted, feature: "Bookmark"))
        XCTAssertTrue(note.hasPrefix("Bookmark's tests go to Tests/NotesTests/, which no target compiles"), note)
        XCTAssertTrue(note.contains("set `tests:`"), note)
    }

    func testNoNoteWhereATestFolderIsNamedOrScaffoldMadeTheApp() throws {
        XCTAssertNil(UntargetedTestsNote.text(config: try config("preset: mvvm\nadopted: true\ntests: NotesTests\n"), feature: "Bookmark"))
        XCTAssertNil(UntargetedTestsNote.text(config: try config("preset: mvvm\n"), feature: "Bookmark"), "scaffold made its test target")
        XCTAssertNil(UntargetedTestsNote.text(config: nil, feature: "Bookmark"))
    }
}
