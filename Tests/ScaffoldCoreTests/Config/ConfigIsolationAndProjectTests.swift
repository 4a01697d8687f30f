import XCTest
@testable import ScaffoldCore

/// `isolation` and `project`: what generated code is built with, and which Xcode project `init` wrote.
final class ConfigIsolationAndProjectTests: XCTestCase {
    func testBothAreReadAndAbsentMeansTheDefaultIsolationAndNoRecordedProject() throws {
        let absent = try ConfigFixture.load("preset: layered\n")
        XCTAssertEqual(absent.isolation, .nonisolated)
        XCTAssertNil(absent.project)
        let set = try ConfigFixture.load("preset: features\nisolation: mainActor\nproject: tuist\n")
        XCTAssertEqual(set.isolation, .mainActor)
        XCTAssertEqual(set.project, .tuist)
        XCTAssertEqual(try ConfigFixture.load("preset: mvvm\nproject: none\n").project, .packageOnly)
    }

    func testUnknownValuesAreErrorsWithTheClosestValue() {
        let problems = configProblems("preset: layered\nisolation: MainActor\nproject: xcodegn\n")
        expectConfig(problems, "unknown value `MainActor` for `isolation`", at: (2, 12), keyPath: "isolation",
                     hint: "did you mean `mainActor`?")
        expectConfig(problems, "unknown value `xcodegn` for `project`", at: (3, 10), keyPath: "project",
                     hint: "did you mean `xcodegen`?")
        expectConfig(configProblems("preset: layered\nisolation: [mainActor]\n"), "isolation", keyPath: "isolation")
        expectConfig(configProblems("preset: layered\nisolaton: mainActor\n"), "unknown key `isolaton`", hint: "did you mean `isolation`?")
    }

    func testInitWritesBothAndTheyReadBack() throws {
        for isolation in Isolation.allCases {
            for project in ProjectKind.allCases {
                let text = ProjectConfig.render(presetName: "clean", module: "Inari", isolation: isolation, project: project)
                XCTAssertTrue(text.contains("\nisolation: \(isolation.rawValue)\n"), text)
                XCTAssertTrue(text.contains("\nproject: \(project.rawValue)\n"), text)
                XCTAssertEqual(try ConfigFixture.load(text),
                               ProjectConfig(presetName: "clean", module: "Inari", isolation: isolation, project: project))
            }
        }
        XCTAssertFalse(ProjectConfig.render(presetName: "clean", module: "Inari").contains("\nproject:"), "no project unless init says")
    }
}
