import CheckKit
import Foundation
import ScaffoldCore
import XCTest

/// `Tests/Fixtures/Check/shapes/<name>/`: small codebases written the way real apps are (not by scaffold), one per
/// shape met in open-source apps: several packages at the root (`sources: .`), lowercase layer folders, `Impl`
/// implementations, a `…ViewStore`, the app's own container, `@Query` in a view, input parsed and validated in a
/// view model, an adopted app whose modules are folders beside the one `sources` names; and the shapes issue 34 found
/// misread in real apps: generic parameters named like the app's types, a UseCase that is a struct of closures, a
/// validation method called by several operations, SwiftData queries built in views, an adopted app whose layout
/// (`{sourceRoot}/Stores/{name}.swift`) is its module's folder's though `check` reads the whole repository.
/// Every `// Breaks <rule-id>` comment is reported once, on the next line, and nothing else.
final class ShapeFixtureTests: XCTestCase {
    static let shapes = FixtureProjectTests.fixtures.appendingPathComponent("shapes")

    func testEveryMarkedBreakIsReportedOnceAndNothingElse() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.shapes.path).filter { !$0.hasPrefix(".") }.sorted()
        XCTAssertEqual(names, ["adopted-layout", "adopted-modules", "app-shapes", "generics-and-witnesses", "multi-package", "swiftdata-views", "validation-once"])
        for name in names {
            let report = try check(name).report
            XCTAssertEqual(report.problems.map(\.rendered), [], name)
            let marked = try FixtureProjectTests.markedBreaks(in: Self.shapes.appendingPathComponent(name), under: "")
            XCTAssertEqual(
                report.findings.map { "\($0.ruleID) \($0.file):\($0.startLine ?? $0.line)" }.sorted(),
                marked.map { "\($0.ruleID) \($0.file):\($0.line)" }.sorted(),
                "\(name):\n" + report.findings.map(\.rendered).joined(separator: "\n")
            )
        }
    }

    func testOneViolationSeenByTwoRulesIsReportedOnceNamingBoth() throws {
        let report = try check("app-shapes").report
        let interactor = try XCTUnwrap(report.findings.first { $0.file == "App/domain/usecase/LoginUseCase.swift" })
        XCTAssertEqual(interactor.ruleID, "protocol-typed-dependencies")
        XCTAssertEqual(interactor.alsoBreaks, ["dependency-direction"])
        XCTAssertTrue(interactor.rendered.contains("[protocol-typed-dependencies, also dependency-direction]"), interactor.rendered)
    }

    func testExplainSaysWhereEachFileIsAndWhatEachTypeIsAndWhy() throws {
        let run = try check("app-shapes", explain: true)
        let explained = Dictionary(uniqueKeysWithValues: run.explanation.map { ($0.path, $0) })
        let store = try XCTUnwrap(explained["App/presentation/login/LoginStore.swift"])
        XCTAssertEqual(store.rendered, """
            App/presentation/login/LoginStore.swift: Presentation (in the folder `presentation`)
              5: class LoginStore: view model, it is an ObservableObject and holds LoginUseCase (a use case)
            """)
        XCTAssertEqual(explained["App/data/LoginRepositoryImpl.swift"]?.types.first?.reason, "its name ends with `Repository` (`Impl` set aside)")
        XCTAssertEqual(explained["App/AppContainer.swift"]?.layerReason, "no folder on its path names a layer; `check.layers` can name one")

        let packages = try check("multi-package", explain: true).explanation
        let test = try XCTUnwrap(packages.first { $0.path == "Notes/Tests/NotesTests/NoteRepositoryTests.swift" })
        XCTAssertEqual(test.rendered, "Notes/Tests/NotesTests/NoteRepositoryTests.swift: not checked: a test (in the test folder `Tests`)")
        XCTAssertEqual(packages.first { $0.path == "Notes/Package.swift" }?.checked, false)
    }

    func testAnAdoptedAppIsReadWholeThoughItsSourcesNameOneModule() throws {
        let explained = try check("adopted-modules", explain: true).explanation
        XCTAssertEqual(explained.filter(\.checked).map(\.path), [
            "NotesApp/NotesApp.swift", "NotesData/InMemoryNoteStore.swift", "NotesDomain/Note.swift", "NotesDomain/NoteStore.swift",
            "NotesPresentation/Screens/NotesModel.swift", "NotesPresentation/Screens/NotesScreen.swift",
        ])
        let model = try XCTUnwrap(explained.first { $0.path == "NotesPresentation/Screens/NotesModel.swift" })
        XCTAssertEqual(model.rendered, """
            NotesPresentation/Screens/NotesModel.swift: Presentation (in the folder `NotesPresentation`)
              6: class NotesModel: view model, it is @Observable and holds NoteStore (a repository)
            """)
    }

    /// As `scaffold check` runs: the project through `ProjectContext`, the folders it reads from `checkedFolders`.
    private func check(_ name: String, explain: Bool = false) throws -> CheckRun {
        let root = Self.shapes.appendingPathComponent(name)
        let context = try ProjectContext.resolve(root: root.path, currentFolder: root)
        let config = try XCTUnwrap(context.config, name)
        return try CheckPipeline.run(CheckConfiguration(
            root: context.root, preset: context.preset, roots: context.roots, settings: config.check,
            sources: context.checkedFolders.map(context.folder), sourceRoots: context.sourceFolders.map(context.folder),
            useCache: false, explain: explain
        ))
    }
}
