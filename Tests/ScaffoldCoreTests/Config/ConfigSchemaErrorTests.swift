import XCTest
@testable import ScaffoldCore

/// Unknown keys and values, wrong kinds of value and a missing preset are refused with a place and a suggestion.
final class ConfigSchemaErrorTests: XCTestCase {
    func testUnknownTopLevelKeySuggestsTheClosest() {
        let problems = configProblems("preset: features\nmodul: Inari\n")
        expectConfig(problems, "unknown key `modul`", at: (2, 1), keyPath: "modul", hint: "did you mean `module`?")
        expectConfig(problems, "unknown key", hint: "valid keys: preset, module, sources, tests, isolation, project, layout, style, mocks")
    }

    func testUnknownKeysInsideStyleAndMocks() {
        let problems = configProblems("""
            preset: features
            style:
              observaton: observable
            mocks:
              outptu: Tests/Mocks
              colour: blue
            """)
        expectConfig(problems, "unknown key `observaton` in `style`", at: (3, 3), keyPath: "style.observaton",
                     hint: "did you mean `observation`?")
        expectConfig(problems, "unknown key `outptu` in `mocks`", at: (5, 3), keyPath: "mocks.outptu", hint: "did you mean `output`?")
        let far = expectConfig(problems, "unknown key `colour`", keyPath: "mocks.colour", hint: "valid keys: sources, output, annotation")
        XCTAssertFalse(far?.hint?.contains("did you mean") ?? true, "nothing is close to `colour`")
    }

    func testUnknownMockFlavorSuggestsTheClosest() {
        let problems = configProblems("preset: layered\nmocks:\n  flavor: sorcery\n")
        expectConfig(problems, "unknown value `sorcery` for `mocks.flavor`", at: (3, 11), keyPath: "mocks.flavor",
                     hint: "did you mean `sourcery`? valid values: mockolo, sourcery")
    }

    func testMockFlavorIsReadAndMockoloByDefault() throws {
        XCTAssertEqual(try ConfigFixture.load("preset: layered\nmocks:\n  flavor: sourcery\n").mocks.flavor, .sourcery)
        XCTAssertEqual(try ConfigFixture.load("preset: layered\n").mocks.flavor, .mockolo)
    }

    func testUnknownPresetListsTheValidOnes() {
        let problems = configProblems("preset: featurs\n")
        expectConfig(problems, "unknown preset `featurs`", at: (1, 9), keyPath: "preset", hint: "did you mean `features`?")
        let names = Preset.all.map(\.name).joined(separator: ", ")
        expectConfig(problems, "unknown preset", hint: "valid presets: \(names)")
    }

    func testUnknownStyleValuesSuggestTheClosestIgnoringCase() {
        let problems = configProblems("""
            preset: layered
            style:
              observation: observabel
              tests: XCTest
              state: deep
            """)
        expectConfig(problems, "unknown value `observabel` for `style.observation`", at: (3, 16), keyPath: "style.observation",
                     hint: "did you mean `observable`? valid values: observable, observableObject")
        expectConfig(problems, "unknown value `XCTest`", keyPath: "style.tests", hint: "did you mean `xctest`? valid values: xctest, swift-testing")
        expectConfig(problems, "unknown value `deep`", keyPath: "style.state", hint: "valid values: flat, nested")
    }

    func testUnknownArtifactKindInLayout() {
        let problems = configProblems("preset: layered\nlayout:\n  usecase: \"{sourceRoot}/{name}.swift\"\n")
        expectConfig(problems, "unknown artifact kind `usecase`", at: (3, 3), keyPath: "layout.usecase", hint: "did you mean `useCase`?")
        expectConfig(problems, "unknown artifact kind", hint: ArtifactKind.allCases.map(\.rawValue).joined(separator: ", "))
    }

    func testAListWhereTextIsExpectedNamesTheExpectedKind() {
        let problems = configProblems("preset: [features]\nmodule:\n  name: Inari\ntests: [Tests/A, Tests/B]\n")
        expectConfig(problems, "`preset` must be text, found a list", at: (1, 9), keyPath: "preset")
        expectConfig(problems, "`module` must be text, found a mapping", at: (3, 3), keyPath: "module")
        expectConfig(problems, "`tests` must be text, found a list", keyPath: "tests")
    }

    func testTextWhereAListOrMappingIsExpected() {
        let problems = configProblems("preset: features\nstyle: observable\nmocks:\n  sources: Sources/App\n")
        expectConfig(problems, "`style` must be a mapping", at: (2, 8), keyPath: "style", hint: "observation: observable")
        expectConfig(problems, "`mocks.sources` must be a list of text, found `Sources/App`", at: (4, 12), keyPath: "mocks.sources",
                     hint: "[Sources/App]")
    }

    func testMissingValuesAndMissingPreset() {
        let problems = configProblems("module:\nmocks:\n  sources: []\n  annotation: \"\"\n")
        expectConfig(problems, "names no preset", at: (1, 1), keyPath: "preset", hint: "valid presets:")
        expectConfig(problems, "`module` has no value", keyPath: "module")
        expectConfig(problems, "`mocks.sources` is an empty list", keyPath: "mocks.sources")
        expectConfig(problems, "`mocks.annotation` is empty", at: (4, 15), keyPath: "mocks.annotation")
    }

    func testTheRootMustBeAMapping() {
        let problems = configProblems("- preset: features\n")
        expectConfig(problems, "`.scaffold.yml` must be a mapping of `key: value` lines, found a list", at: (1, 1), hint: "preset: NAME")
    }

    func testEveryProblemIsReportedAtOnceInFileOrder() {
        let problems = configProblems("""
            preset: mvc
            module: 1App
            sources: /abs
            layout:
              view: "{sourceRoot}/Views/View.txt"
            style:
              state: flatt
            extra: 1
            """)
        XCTAssertEqual(problems.map { $0.keyPath ?? "" }, [
            "preset", "module", "sources", "layout.view", "layout.view", "style.state", "extra",
        ])
        XCTAssertEqual(problems.map { $0.location?.line ?? 0 }, [1, 2, 3, 5, 5, 7, 8])
    }
}
