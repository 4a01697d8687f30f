import XCTest
@testable import ScaffoldCore

/// The `check:` section: rule levels and excluded paths, every mistake reported with a place and a suggestion.
final class ConfigCheckSectionTests: XCTestCase {
    func testReadsRuleLevelsAndExcludes() throws {
        let config = try ConfigFixture.load("""
            preset: layered
            check:
              rules:
                usecase-criteria: error
                view-data-access: off
              exclude:
                - Sources/App/Legacy
                - "**/*+Preview.swift"
            """)

        XCTAssertEqual(config.check.rules.map(\.id), ["usecase-criteria", "view-data-access"])
        XCTAssertEqual(config.check.level(of: "usecase-criteria"), .error)
        XCTAssertEqual(config.check.level(of: "view-data-access"), .off)
        XCTAssertNil(config.check.level(of: "no-singletons"))
        XCTAssertEqual(config.check.rules.first?.location, SourceLocation(file: ConfigFixture.path, line: 4, column: 5))
        XCTAssertEqual(config.check.exclude, ["Sources/App/Legacy", "**/*+Preview.swift"])
    }

    func testReadsLayerFoldersAndRoleEndings() throws {
        let config = try ConfigFixture.load("""
            preset: clean
            check:
              layers:
                presentation: [Presentation, Screens]
                data: [Data]
              roles:
                viewModel: [ViewStore]
            """)

        XCTAssertEqual(config.check.layers, ["presentation": ["Presentation", "Screens"], "data": ["Data"]])
        XCTAssertEqual(config.check.roles, ["viewModel": ["ViewStore"]])
    }

    func testUnknownLayersAndRolesAreRefusedWithTheClosest() {
        let problems = configProblems("""
            preset: clean
            check:
              layers:
                presentaton: [UI]
                data: Data
              roles:
                viewmodel: [Store]
                useCase: [Use Case]
            """)
        expectConfig(problems, "unknown layer `presentaton` in `check.layers`", at: (4, 5), keyPath: "check.layers.presentaton", hint: "did you mean `presentation`?")
        expectConfig(problems, "`check.layers.data` must be a list of text", keyPath: "check.layers.data")
        expectConfig(problems, "unknown role `viewmodel` in `check.roles`", keyPath: "check.roles.viewmodel", hint: "did you mean `viewModel`?")
        expectConfig(problems, "`Use Case` in `check.roles.useCase` must be one word of letters and digits", keyPath: "check.roles.useCase[0]")
    }

    func testAnEmptyOrMissingSectionKeepsEveryDefault() throws {
        XCTAssertEqual(try ConfigFixture.load("preset: clean\ncheck:\n").check, CheckSettings())
        XCTAssertEqual(try ConfigFixture.load("preset: clean\n").check, CheckSettings())
    }

    func testUnknownKeysAndLevelsAreRefusedWithTheClosest() {
        let problems = configProblems("""
            preset: features
            check:
              rule:
                viewmodel-shape: eror
              exclude: Sources/App/Legacy
            """)
        expectConfig(problems, "unknown key `rule` in `check`", at: (3, 3), keyPath: "check.rule", hint: "did you mean `rules`?")
        expectConfig(problems, "`check.exclude` must be a list of text", at: (5, 12), keyPath: "check.exclude")
    }

    func testAnUnknownLevelSuggestsTheClosestAndAnAbsolutePathIsRefused() {
        let problems = configProblems("""
            preset: features
            check:
              rules:
                viewmodel-shape: eror
              exclude: [/tmp/elsewhere]
            """)
        expectConfig(problems, "unknown level `eror` for rule `viewmodel-shape`", at: (4, 22), keyPath: "check.rules.viewmodel-shape",
                     hint: "did you mean `error`?")
        expectConfig(problems, "must be a path relative to the project root", keyPath: "check.exclude[0]")
    }

    func testUnknownRuleIDsAreErrorsWithDidYouMean() throws {
        let config = try ConfigFixture.load("""
            preset: layered
            check:
              rules:
                view-data-acess: off
                no-singletons: error
            """)

        let problems = config.check.unknownRules(known: ["view-data-access", "no-singletons", "usecase-criteria"])

        XCTAssertEqual(problems.count, 1)
        expectConfig(problems, "unknown rule `view-data-acess` in `check.rules`", at: (4, 5), keyPath: "check.rules",
                     hint: "did you mean `view-data-access`?")
    }
}
