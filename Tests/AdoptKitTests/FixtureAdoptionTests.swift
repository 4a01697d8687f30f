import AdoptKit
import Foundation
import ScaffoldCore
import XCTest

/// Each fixture's adoption, whole: what adopt infers from an Xcode-shaped Clean Architecture app with its own
/// container, a SwiftPM MVVM app without one, and a repository whose layers are packages at its root.
final class FixtureAdoptionTests: XCTestCase {
    /// Xcode project, `domain/` in lower case, `…Impl` naming, an `AppContainer` with an anchor, a `HomeView` root.
    func testCleanAppWithItsOwnContainer() throws {
        let adoption = try AdoptFixtures.adopt("CleanContainer")
        let values = adoption.findings.values
        XCTAssertEqual(values["preset"], "clean")
        XCTAssertEqual(values["module"], "Notes")
        XCTAssertEqual(values["sources"], "Notes")
        XCTAssertEqual(values["tests"], "NotesTests")
        XCTAssertEqual(values["isolation"], "nonisolated")
        XCTAssertEqual(values["compositionRoot.type"], "AppContainer")
        XCTAssertEqual(values["compositionRoot.file"], "Notes/App/AppContainer.swift")
        XCTAssertEqual(values["compositionRoot.property"], "container")
        XCTAssertEqual(values["rootView.type"], "HomeView")
        XCTAssertEqual(values["rootView.file"], "Notes/App/HomeView.swift")
        XCTAssertEqual(values["style.implementationName"], "{name}Impl")
        XCTAssertEqual(values["style.protocolName"], "{name}")
        XCTAssertEqual(values["style.observation"], "observableObject")
        XCTAssertEqual(values["style.tests"], "xctest")
        XCTAssertEqual(values["layout.model"], "{sourceRoot}/domain/Entities/{name}.swift")
        XCTAssertEqual(values["layout.repositoryProtocol"], "{sourceRoot}/domain/Repositories/{name}.swift")
        XCTAssertEqual(values["layout.repositoryImplementation"], "{sourceRoot}/Data/Repositories/{name}.swift")
        XCTAssertEqual(values["layout.useCase"], "{sourceRoot}/domain/UseCases/{name}.swift")
        XCTAssertEqual(values["layout.validator"], "{sourceRoot}/domain/UseCases/{name}.swift")
        XCTAssertEqual(values["layout.viewModel"], "{sourceRoot}/Presentation/{feature}/{name}.swift")
        XCTAssertEqual(values["layout.view"], "{sourceRoot}/Presentation/{feature}/{name}.swift")
        XCTAssertEqual(values["layout.route"], "{sourceRoot}/Presentation/{feature}/{name}.swift")
        XCTAssertEqual(values["layout.test"], "{testRoot}/{name}.swift")
        XCTAssertEqual(adoption.findings.questions.map(\.key), [])

        let config = try ProjectConfig.load(contents: Data(adoption.configText.utf8), path: ".scaffold.yml")
        XCTAssertEqual(config.presetName, "clean")
        XCTAssertEqual(config.roots, ProjectRoots(module: "Notes", sources: "Notes", tests: "NotesTests"))
        XCTAssertEqual(config.existingApp, ExistingApp(
            compositionRoot: .init(type: "AppContainer", file: "Notes/App/AppContainer.swift"), rootProperty: "container",
            rootView: .init(type: "HomeView", file: "Notes/App/HomeView.swift")
        ))
        XCTAssertEqual(config.resolvedPreset().style.implementationName("NoteRepository"), "NoteRepositoryImpl")
        XCTAssertEqual(config.resolvedPreset().style.protocolName("NoteRepository"), "NoteRepository")
    }

    /// Evidence names the file and line it was read from.
    func testEachInferenceSaysWhereItCameFrom() throws {
        let findings = try AdoptFixtures.adopt("CleanContainer").findings
        let naming = try XCTUnwrap(findings.inferences.first { $0.key == "style.implementationName" })
        XCTAssertEqual(naming.reason, "2 of 2 protocol–implementation pairs are spelled so")
        XCTAssertEqual(Set(naming.evidence.map(\.description)), [
            "NoteRepositoryImpl: NoteRepository (Notes/Data/Repositories/NoteRepositoryImpl.swift:4)",
            "FetchNotesUseCaseImpl: FetchNotesUseCase (Notes/domain/UseCases/FetchNotesUseCase.swift:8)",
        ])
        let root = try XCTUnwrap(findings.inferences.first { $0.key == "compositionRoot.type" })
        XCTAssertTrue(root.evidence.map(\.description).contains("NotesApp uses AppContainer (Notes/App/NotesApp.swift:6)"), "\(root.evidence)")
        let rootView = try XCTUnwrap(findings.inferences.first { $0.key == "rootView.type" })
        XCTAssertEqual(rootView.evidence.map(\.description), ["NotesApp shows HomeView (Notes/App/NotesApp.swift:10)"])
    }

    /// SwiftPM, `@Observable`, Swift Testing, seed 000's `…Protocol` naming, and no container: that is a question.
    func testMVVMPackageWithoutAContainer() throws {
        let adoption = try AdoptFixtures.adopt("MVVMPackage")
        let values = adoption.findings.values
        XCTAssertEqual(values["preset"], "mvvm")
        XCTAssertEqual(values["module"], "Recipes")
        XCTAssertEqual(values["sources"], "Sources/Recipes")
        XCTAssertEqual(values["tests"], "Tests/RecipesTests")
        XCTAssertEqual(values["style.observation"], "observable")
        XCTAssertEqual(values["style.state"], "flat")
        XCTAssertEqual(values["style.naming"], "protocolSuffix")
        XCTAssertEqual(values["style.tests"], "swift-testing")
        XCTAssertEqual(values["rootView.type"], "ContentView")
        XCTAssertEqual(values["layout.viewModel"], "{sourceRoot}/ViewModels/{name}.swift")
        XCTAssertEqual(values["layout.view"], "{sourceRoot}/Views/{name}.swift")
        XCTAssertNil(values["compositionRoot.type"])
        XCTAssertEqual(adoption.findings.questions.map(\.key), ["compositionRoot"])
        XCTAssertTrue(adoption.configText.contains("# question: which type is the app's composition root?"), adoption.configText)
        XCTAssertTrue(adoption.configText.contains("# compositionRoot:\n#   type: AppContainer"), adoption.configText)

        let config = try ProjectConfig.load(contents: Data(adoption.configText.utf8), path: ".scaffold.yml")
        XCTAssertEqual(config.existingApp, ExistingApp(rootView: .init(type: "ContentView", file: "Sources/Recipes/Views/ContentView.swift")))
        XCTAssertEqual(config.resolvedPreset().style.tests, .swiftTesting)
    }

    /// Domain, Data and the app are three packages at the root: every target is read, the app's is written to.
    func testSeveralPackagesAtTheRoot() throws {
        let adoption = try AdoptFixtures.adopt("MultiPackage")
        let values = adoption.findings.values
        XCTAssertEqual(values["preset"], "clean")
        XCTAssertEqual(values["module"], "TasksApp")
        XCTAssertEqual(values["sources"], "App/Sources/TasksApp")
        XCTAssertEqual(values["tests"], "App/Tests/TasksAppTests")
        XCTAssertEqual(values["style.naming"], "defaultPrefix")
        XCTAssertEqual(values["compositionRoot.type"], "AppDependencies")
        XCTAssertEqual(values["compositionRoot.property"], "dependencies")
        XCTAssertEqual(values["rootView.type"], "RootView")
        XCTAssertEqual(values["style.observation"], "observable")
        XCTAssertTrue(adoption.findings.observations.contains { $0.hasPrefix("the app's code is in 3 modules; features go into TasksApp only") },
                      "\(adoption.findings.observations)")
    }

    /// `--preset` and `--module` win over what adopt reads.
    func testOptionsWin() throws {
        let values = try AdoptFixtures.adopt("CleanContainer", options: Adopter.Options(preset: "layered", module: "NotesKit")).findings.values
        XCTAssertEqual(values["preset"], "layered")
        XCTAssertEqual(values["module"], "NotesKit")
    }
}
