@testable import CheckKit
import ScaffoldCore
import XCTest

/// A folder is a layer's when its name is the layer's word (or ends with it as a word: `SwiftDataDomain`, `BagUI`),
/// not when it is a framework's name whose last word is a layer's (held out 4: `Base/SwiftData/`, a SwiftData store
/// beside `Base/Network/`, read as Data). `SwiftData`, `CoreData` and `SwiftUI` name the framework the folder's code
/// uses, which any layer may. `↓` marks every finding expected; nothing else may be reported.
final class FrameworkFolderLayerTests: XCTestCase {
    private static let model = "import SwiftData\n\n@Model final class NoteRow { var title = \"\" }"

    private func assertFindings(_ files: [String: String], file: StaticString = #filePath, line: UInt = #line) throws {
        let project = ExampleProject(files)
        let findings = try project.check(preset: "clean").findings
        XCTAssertEqual(
            Set(findings.map(\.place)), project.expected, findings.map(\.rendered).joined(separator: "\n"), file: file, line: line
        )
    }

    func testAFrameworksNameIsNoLayersFolder() {
        let clean = LayerResolver(layout: Preset.clean.layout, roots: ProjectRoots(module: "App"), preset: "clean")
        XCTAssertNil(clean.place("App/Base/SwiftData/NoteStore.swift").layer)
        XCTAssertNil(clean.place("App/Persistence/CoreData/Stack.swift").layer)
        XCTAssertNil(clean.place("App/PersistenceCoreData/Stack.swift").layer)
        XCTAssertNil(clean.place("App/swiftUI/Core/Logger.swift").layer)
        XCTAssertNil(clean.place("App/Shared/SwiftUI/Shimmer.swift").layer)
        XCTAssertEqual(clean.place("App/Data/SwiftData/NoteStore.swift").layer, .data, "the layer folder around it decides")
        XCTAssertEqual(clean.place("App/SwiftDataDomain/Note.swift").layer, .domain)
        XCTAssertEqual(clean.place("App/CoreDataLayer/Stack.swift").layer, nil)
        XCTAssertEqual(clean.place("App/NotesData/Store.swift").layer, .data)
        XCTAssertEqual(clean.place("App/BagUI/BagRow.swift").layer, .presentation)
    }

    func testAStoreInAFrameworkNamedFolderNamingPresentationIsNoFinding() throws {
        try assertFindings([
            "Sources/App/Presentation/NoteRow.swift": Self.model,
            "Sources/App/Base/SwiftData/NoteStore.swift": "protocol NoteStoreProtocol { func favourites() -> [NoteRow] }",
        ])
    }

    func testAStoreInALayerFolderNamingPresentationIsAFinding() throws {
        try assertFindings([
            "Sources/App/Presentation/NoteRow.swift": Self.model,
            "Sources/App/NotesData/NoteStore.swift": "protocol NoteStoreProtocol { func favourites() -> [↓NoteRow] }",
        ])
    }
}
