import Foundation
import XCTest
import Yams
@testable import FeatureKit
@testable import ScaffoldCore

/// `--project` and `--isolation`: which project files init writes, and what the README, Makefile, `.gitignore`,
/// CI, Package.swift and the first test then say.
final class InitProjectChoiceTests: XCTestCase {
    private let shared = [
        ".github/workflows/ci.yml", ".gitignore", ".scaffold.yml", "AppTarget/DemoAppMain.swift", "Makefile", "Package.swift",
        "README.md", "Sources/Demo/App/AppFactory.swift", "Sources/Demo/App/DemoApp.swift", "Specs/Note.yml",
        "Tests/DemoTests/DemoAppTests.swift",
    ]

    func testEachChoiceWritesItsProjectFilesAndRecordsItself() throws {
        let projectFiles: [ProjectKind: [String]] = [
            .xcodeproj: [
                "Demo.xcodeproj/project.pbxproj", "Demo.xcodeproj/project.xcworkspace/contents.xcworkspacedata",
                "Demo.xcodeproj/xcshareddata/xcschemes/DemoiOS.xcscheme",
            ],
            .xcodegen: ["project.yml"],
            .tuist: ["Project.swift", "Tuist.swift"],
            .packageOnly: [],
        ]
        for project in ProjectKind.allCases {
            let changes = try InitFixture.render(.layered, project: project)
            XCTAssertEqual(changes.files.map(\.path), (shared + (projectFiles[project] ?? [])).sorted(), project.rawValue)
            XCTAssertTrue(changes.files.allSatisfy { $0.mode == .createOnly }, project.rawValue)
            let config = try ProjectConfig.load(contents: Data(InitFixture.text(changes, ".scaffold.yml").utf8), path: ".scaffold.yml")
            XCTAssertEqual(config.project, project)
        }
    }

    func testTheReadmeGivesANewcomerTheTwoCommands() throws {
        let commands: [ProjectKind: String] = [
            .xcodeproj: "    open Demo.xcodeproj    # then pick the DemoiOS scheme and an iPhone simulator, and press ⌘R\n",
            .xcodegen: "    xcodegen generate && open Demo.xcodeproj    # then pick the DemoiOS scheme",
            .tuist: "    tuist generate    # then pick the DemoiOS scheme",
        ]
        for project in ProjectKind.allCases {
            let readme = try InitFixture.text(InitFixture.render(.layered, project: project), "README.md")
            if let open = commands[project] {
                XCTAssertTrue(readme.contains(open), "\(project): \(readme)")
                XCTAssertTrue(readme.contains("\n    make test "), "\(project): the second command")
            } else {
                XCTAssertTrue(readme.contains("    make test    # swift test: the package's tests, on macOS\n"), readme)
                XCTAssertTrue(readme.contains("There is no Xcode project"), readme)
            }
            XCTAssertTrue(readme.contains("`.github/workflows/ci.yml`"), project.rawValue)
        }
    }

    func testGeneratedProjectsAreIgnoredAndCIGeneratesThemBeforeTesting() throws {
        let xcodegen = try InitFixture.render(.layered, project: .xcodegen)
        XCTAssertTrue(try InitFixture.text(xcodegen, ".gitignore").contains("\n/Demo.xcodeproj/\n"))
        let tuist = try InitFixture.render(.layered, project: .tuist)
        XCTAssertTrue(try InitFixture.text(tuist, ".gitignore").hasSuffix("\n/Demo.xcodeproj/\n/Demo.xcworkspace/\n/Derived/\n"))
        for project in [ProjectKind.xcodeproj, .packageOnly] {
            let ignored = try InitFixture.text(InitFixture.render(.layered, project: project), ".gitignore")
            XCTAssertFalse(ignored.contains(".xcodeproj"), "\(project): the project is checked in")
            XCTAssertTrue(ignored.contains("\n/.scaffold/cache/\n"), "scaffold's cache is never committed")
            XCTAssertFalse(ignored.contains("\n/.scaffold/\n"), "the manifest and template overrides are")
        }
        let ci = try InitFixture.text(tuist, ".github/workflows/ci.yml")
        XCTAssertTrue(ci.contains("runs-on: macos-26"))
        XCTAssertTrue(ci.contains("run: swift test"))
        let generate = try XCTUnwrap(ci.range(of: "tuist generate --no-open"))
        let test = try XCTUnwrap(ci.range(of: "xcodebuild test -workspace Demo.xcworkspace -scheme DemoiOS"))
        XCTAssertLessThan(generate.lowerBound, test.lowerBound)
        XCTAssertTrue(try InitFixture.text(xcodegen, ".github/workflows/ci.yml").contains("xcodebuild test -project Demo.xcodeproj -scheme DemoiOS"))
        let packageOnly = try InitFixture.text(InitFixture.render(.layered, project: .packageOnly), ".github/workflows/ci.yml")
        XCTAssertFalse(packageOnly.contains("xcodebuild"), "nothing to build without a project")
    }

    func testTheCIWorkflowIsYAMLWithAPackageJobAndAnAppJobWhenThereIsAProject() throws {
        for project in ProjectKind.allCases {
            for isolation in Isolation.allCases {
                let text = try InitFixture.text(InitFixture.render(.layered, isolation: isolation, project: project), ".github/workflows/ci.yml")
                let workflow = try XCTUnwrap(Yams.load(yaml: text) as? [String: Any], "\(project)")
                let jobs = try XCTUnwrap(workflow["jobs"] as? [String: [String: Any]])
                XCTAssertEqual(Set(jobs.keys), project == .packageOnly ? ["package"] : ["package", "app"], "\(project)")
                for job in jobs.values {
                    XCTAssertEqual(job["runs-on"] as? String, "macos-26", "Xcode 26 builds both isolations")
                    XCTAssertEqual((job["steps"] as? [[String: Any]])?.first?["uses"] as? String, "actions/checkout@v4")
                }
            }
        }
    }

    func testTheMakefileOpensTheProject() throws {
        let makefile = try InitFixture.text(InitFixture.render(.layered, project: .xcodegen), "Makefile")
        XCTAssertTrue(makefile.contains("\nopen: ## Open the app in Xcode"))
        XCTAssertTrue(makefile.contains("\n\txcodegen generate && open Demo.xcodeproj\n"))
        XCTAssertFalse(try InitFixture.text(InitFixture.render(.layered, project: .packageOnly), "Makefile").contains("open:"))
    }

    func testPackageSwiftStatesTheIsolationAsTheProjectDoes() throws {
        let nonisolated = try InitFixture.text(InitFixture.render(isolation: .nonisolated), "Package.swift")
        XCTAssertTrue(nonisolated.hasPrefix("// swift-tools-version: 6.1\n"), "nonisolated types need Swift 6.1 (SE-0449)")
        XCTAssertFalse(nonisolated.contains("swiftSettings"))
        let mainActor = try InitFixture.text(InitFixture.render(isolation: .mainActor), "Package.swift")
        XCTAssertTrue(mainActor.hasPrefix("// swift-tools-version: 6.2\n"), "defaultIsolation needs tools 6.2")
        XCTAssertTrue(mainActor.contains("""
            let swiftSettings: [SwiftSetting] = [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                .enableUpcomingFeature("InferIsolatedConformances"),
            ]
            """))
        XCTAssertTrue(mainActor.contains(#".target(name: "Demo", path: "Sources/Demo", swiftSettings: swiftSettings),"#))
        XCTAssertTrue(mainActor.contains(#".testTarget(name: "DemoTests", dependencies: ["Demo"], path: "Tests/DemoTests", swiftSettings: swiftSettings),"#))
    }

    func testTheFirstTestIsANonisolatedXCTestCaseWhoseTestRunsOnTheMainActor() throws {
        let nonisolated = try InitFixture.text(InitFixture.render(.layered, isolation: .nonisolated), "Tests/DemoTests/DemoAppTests.swift")
        XCTAssertTrue(nonisolated.contains("\nfinal class DemoAppTests: XCTestCase {\n"), "Swift 6.0 has no `nonisolated` on types")
        let mainActor = try InitFixture.text(InitFixture.render(.layered, isolation: .mainActor), "Tests/DemoTests/DemoAppTests.swift")
        XCTAssertTrue(mainActor.contains("\nnonisolated final class DemoAppTests: XCTestCase {\n"), mainActor)
        for text in [nonisolated, mainActor] {
            XCTAssertTrue(text.contains("    @MainActor\n    func testHomeScreenShowsTheAppName() async {\n"), text)
        }
    }

    func testTheOpenCommandFollowsTheChoice() {
        let commands = ProjectKind.allCases.map { InitRequest(appName: "Inari", preset: .features, project: $0).openCommand }
        XCTAssertEqual(commands, ["open Inari.xcodeproj", "xcodegen generate && open Inari.xcodeproj", "tuist generate", nil])
    }
}
