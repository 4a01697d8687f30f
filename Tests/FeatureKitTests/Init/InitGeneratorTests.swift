import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// `scaffold init` as a pure function: which files, in which mode, saying what the issue asks for.
final class InitGeneratorTests: XCTestCase {
    private func render(_ preset: Preset, name: String = "Demo") throws -> ChangeSet {
        let folder = try XCTUnwrap(TemplateLocator.builtInTemplates())
        return try InitGenerator(templates: TemplateLoader.load(builtIn: folder)).render(InitRequest(appName: name, preset: preset))
    }

    private func file(_ changes: ChangeSet, _ path: String) throws -> String {
        try XCTUnwrap(changes.files.first { $0.path == path }?.contents, path)
    }

    func testEveryPresetWritesTheRepositoryFilesCreateOnly() throws {
        let roots: [String: String] = ["layered": "AppFactory", "features": "AppEnvironment", "clean": "AppDependencies", "mvvm": "AppViewModels"]
        for preset in Preset.all {
            let changes = try render(preset)
            let root = try XCTUnwrap(roots[preset.name], "add the new preset's composition root here")
            // HomeView, the app's one NavigationStack, lives in the root's file; seed 002 adds the coordinator owning its path.
            XCTAssertEqual(changes.files.map(\.path), [
                ".github/workflows/ci.yml", ".gitignore", ".scaffold.yml", "AppTarget/DemoAppMain.swift",
                "Demo.xcodeproj/project.pbxproj", "Demo.xcodeproj/project.xcworkspace/contents.xcworkspacedata",
                "Demo.xcodeproj/xcshareddata/xcschemes/DemoiOS.xcscheme", "Makefile", "Package.swift", "README.md",
                "Sources/Demo/App/\(root).swift", "Sources/Demo/App/DemoApp.swift",
            ] + (preset.coordinator ? ["Sources/Demo/Presentation/AppCoordinator.swift"] : []) + [
                "Specs/Note.yml", "Tests/DemoTests/DemoAppTests.swift",
            ], preset.name)
            XCTAssertTrue(try file(changes, "Sources/Demo/App/\(root).swift").contains("struct HomeView: View {"), preset.name)
            XCTAssertTrue(changes.files.allSatisfy { $0.mode == .createOnly }, "init never replaces a file")
            XCTAssertEqual(changes.group, "init")
            XCTAssertEqual(try render(preset), changes, "deterministic")
        }
    }

    func testPackageIsALibraryAndTestTargetForIOS17AndMacOS14InSwift6() throws {
        let package = try file(render(.features), "Package.swift")
        // Swift 6.1 (SE-0449): every feature declares `nonisolated` types and extensions.
        XCTAssertTrue(package.hasPrefix("// swift-tools-version: 6.1\n"))
        XCTAssertTrue(package.contains("platforms: [.iOS(.v17), .macOS(.v14)],"))
        XCTAssertTrue(package.contains(#".library(name: "Demo", targets: ["Demo"]),"#))
        XCTAssertTrue(package.contains(#".target(name: "Demo", path: "Sources/Demo"),"#))
        XCTAssertTrue(package.contains(#".testTarget(name: "DemoTests", dependencies: ["Demo"], path: "Tests/DemoTests"),"#))
        XCTAssertTrue(package.contains("swiftLanguageModes: [.v6]"))
        XCTAssertFalse(package.contains(".package("), "no third-party packages")
    }

    func testConfigurationReadsBackAsThePresetAndModule() throws {
        for preset in Preset.all {
            let text = try file(render(preset), ".scaffold.yml")
            let config = try ProjectConfig.load(contents: Data(text.utf8), path: ".scaffold.yml")
            let persistence = NewAppPersistence(preset: preset).persistence(stated: nil)
            XCTAssertEqual(config, ProjectConfig(presetName: preset.name, module: "Demo", project: .xcodeproj, persistence: persistence), preset.name)
        }
    }

    func testTheLibraryHasNoMainAndTheAppTargetFileMarksTheApp() throws {
        for preset in Preset.all {
            let changes = try render(preset)
            for source in changes.files where source.path.hasPrefix("Sources/") {
                XCTAssertFalse(source.contents.contains("\n@main"), "a library target cannot hold @main: \(source.path)")
            }
            XCTAssertTrue(try file(changes, "Sources/Demo/App/DemoApp.swift").contains("public struct DemoApp: App {"))
            XCTAssertTrue(try file(changes, "AppTarget/DemoAppMain.swift").hasSuffix("import Demo\nimport SwiftUI\n\n@main\nextension DemoApp {}\n"))
        }
    }

    func testTheAppOwnsTheRootAsItsPresetSays() throws {
        let features = try file(render(.features), "Sources/Demo/App/DemoApp.swift")
        XCTAssertTrue(features.contains("@State private var appEnvironment = AppEnvironment()"))
        XCTAssertTrue(features.contains(".environment(appEnvironment)"))
        let layered = try file(render(.layered), "Sources/Demo/App/DemoApp.swift")
        XCTAssertTrue(layered.contains("private let appFactory = AppFactory()"))
        XCTAssertFalse(layered.contains(".environment("))
    }

    func testAPresetWithoutARootHasAnAppWithoutOne() throws {
        var preset = Preset.layered
        preset.compositionRoot = nil
        let changes = try render(preset)
        XCTAssertFalse(changes.files.contains { $0.path.hasSuffix("AppFactory.swift") })
        XCTAssertTrue(try file(changes, "Sources/Demo/App/HomeView.swift").contains("struct HomeView: View {"))
        let app = try file(changes, "Sources/Demo/App/DemoApp.swift")
        XCTAssertFalse(app.contains("AppFactory"))
        XCTAssertTrue(app.contains("        WindowGroup {\n            makeHomeView()\n        }\n"), app)
        XCTAssertTrue(try file(changes, "Tests/DemoTests/DemoAppTests.swift").contains("XCTAssertEqual(home.title, \"Demo\")"))
    }

    func testReadmeDescribesTheLayoutAndHowToAddAFeature() throws {
        let readme = try file(render(.features), "README.md")
        XCTAssertTrue(readme.hasPrefix("# Demo\n"))
        XCTAssertTrue(readme.contains("| useCase | `{sourceRoot}/Features/{feature}/UseCases/{name}.swift` |"))
        XCTAssertTrue(readme.contains("| `Sources/Demo/App/AppEnvironment.swift` | the composition root `AppEnvironment`"))
        XCTAssertTrue(readme.contains("scaffold feature --spec Specs/Wallet.yml"))
        XCTAssertTrue(readme.contains("// scaffold:insert features"))
    }

    func testMakefileHasAHelpTargetAndTabIndentedRecipes() throws {
        let makefile = try file(render(.layered), "Makefile")
        XCTAssertTrue(makefile.contains("help: ## List the targets\n\t@grep"))
        XCTAssertTrue(makefile.contains("test: ## Run the tests\n\t$(SWIFT) test\n"))
    }

    func testBadAppNamesAreRefusedBeforeRendering() throws {
        for name in ["", "demo", "My-App", "9Lives", "SwiftUI", "AppEnvironment", "class"] {
            XCTAssertFalse(InitRequest.problems(appName: name).isEmpty, "\(name) should be refused")
            XCTAssertThrowsError(try render(.layered, name: name), name)
        }
        XCTAssertEqual(InitRequest.problems(appName: "demo").first?.hint, "it names the module and the `DemoApp` type; write `Demo`")
        XCTAssertEqual(InitRequest.problems(appName: "Inari"), [])
    }

    func testExistingProjectsAreRecognisedByTheirMarkers() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "init-markers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertNil(ExistingProject.marker(in: folder), "a missing folder holds nothing")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: folder.appending(path: "README.md"))
        XCTAssertNil(ExistingProject.marker(in: folder), "other files are no project")
        for marker in ["Demo.xcodeproj", ".scaffold.yml", "Package.swift", "Demo.xcworkspace", "project.yml", "Project.swift", "Tuist.swift"] {
            let entry = folder.appending(path: marker)
            try FileManager.default.createDirectory(at: entry, withIntermediateDirectories: true)
            XCTAssertEqual(ExistingProject.marker(in: folder), marker)
            try FileManager.default.removeItem(at: entry)
        }
    }
}
