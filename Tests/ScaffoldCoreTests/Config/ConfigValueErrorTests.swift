import XCTest
@testable import ScaffoldCore

/// Module names, roots and layout patterns are checked for what would break generation later.
final class ConfigValueErrorTests: XCTestCase {
    func testModuleMustBeASwiftIdentifier() {
        expectConfig(configProblems("preset: layered\nmodule: my-app\n"), "module `my-app` is not a Swift identifier: it contains `-`",
                     at: (2, 9), keyPath: "module", hint: "write `MyApp`")
        expectConfig(configProblems("preset: layered\nmodule: 2048\n"), "starts with a digit", keyPath: "module")
        expectConfig(configProblems("preset: layered\nmodule: class\n"), "module `class` is a Swift keyword", keyPath: "module")
        XCTAssertEqual(try ConfigFixture.load("preset: layered\nmodule: inari_core\n").module, "inari_core")
    }

    func testRootsMustStayInsideTheProject() {
        let problems = configProblems("preset: layered\nsources: /Users/me/App\ntests: Tests/../../Elsewhere\n")
        expectConfig(problems, "the source root `/Users/me/App` is absolute", at: (2, 10), keyPath: "sources", hint: "relative to the project root")
        expectConfig(problems, "the test root `Tests/../../Elsewhere` leaves the project root through `..`", at: (3, 8), keyPath: "tests")
        expectConfig(configProblems("preset: layered\ntests: ./\n"), "names no folder inside the project", keyPath: "tests")
        expectConfig(configProblems("preset: layered\ntests: ~/Tests\n"), "is absolute", keyPath: "tests")
        expectConfig(configProblems("preset: layered\nmocks:\n  sources: [Sources/App, ../Shared]\n  output: C:\\Mocks\n"),
                     "the mock source folder `../Shared` leaves", at: (3, 26), keyPath: "mocks.sources[1]")
        expectConfig(configProblems("preset: layered\nmocks:\n  output: C:\\Mocks\n"), "is absolute", keyPath: "mocks.output")
    }

    func testSourcesMayBeTheWholeRepositoryOrSeveralFolders() throws {
        let whole = try ConfigFixture.load("preset: clean\nsources: .\n")
        XCTAssertEqual(whole.sourceFolders, ["."])
        XCTAssertEqual(whole.roots.sources, ".")
        let several = try ConfigFixture.load("preset: clean\nsources: [Domain/Sources, ./Data/Sources/]\n")
        XCTAssertEqual(several.sourceFolders, ["Domain/Sources", "Data/Sources"])
        XCTAssertEqual(several.roots.sources, "Domain/Sources", "generated code goes to the first")
        expectConfig(configProblems("preset: clean\nsources: [Domain, ../Shared]\n"), "leaves the project root", keyPath: "sources[1]")
        expectConfig(configProblems("preset: clean\nsources: []\n"), "`sources` is an empty list", keyPath: "sources")
    }

    func testLayoutPatternMustNameASwiftFileInsideARootWithTheTypeName() {
        let problems = configProblems("preset: layered\nlayout:\n  model: \"Models/Model.txt\"\n")
        expectConfig(problems, "must start with `{sourceRoot}/` or `{testRoot}/`", at: (3, 10), keyPath: "layout.model",
                     hint: "\"{sourceRoot}/Models/{name}.swift\"")
        expectConfig(problems, "must end in `.swift`", at: (3, 10), keyPath: "layout.model")
        expectConfig(problems, "does not contain `{name}`", at: (3, 10), keyPath: "layout.model")
        XCTAssertEqual(problems.count, 3)
    }

    func testLayoutPatternPlaceholdersMustBeKnownAndClosed() {
        let problems = configProblems("""
            preset: layered
            layout:
              view: "{sourceRoot}/{feture}/{name}.swift"
              test: "{testRoot}/{Feature}/{name}.swift"
              viewModel: "{sourceRoot}/{feature/{name}.swift"
              validator: "{sourceRoot}/../{name}.swift"
            """)
        expectConfig(problems, "unknown placeholder `{feture}`", at: (3, 9), keyPath: "layout.view", hint: "did you mean `{feature}`?")
        expectConfig(problems, "unknown placeholder `{Feature}`", keyPath: "layout.test", hint: "did you mean `{feature}`?")
        expectConfig(problems, "unknown placeholder `{feature/{name}`", keyPath: "layout.viewModel",
                     hint: "valid placeholders: {sourceRoot}, {testRoot}, {feature}, {entity}, {name}")
        expectConfig(problems, "leaves its root through `..`", keyPath: "layout.validator")
        expectConfig(configProblems("preset: layered\nlayout:\n  view: \"{sourceRoot}/{name}.swift}\"\n"),
                     "has a `}` without its `{`", keyPath: "layout.view",
                     hint: "valid placeholders: {sourceRoot}, {testRoot}")
    }

    func testPatternsInOtherRootsAndWithAnyKnownPlaceholderLoad() throws {
        let config = try ConfigFixture.load("""
            preset: layered
            layout:
              testFixture: "{testRoot}/Fixtures/{feature}/{entity}/{name}.swift"
            """)
        XCTAssertEqual(config.layoutOverrides, [.testFixture: "{testRoot}/Fixtures/{feature}/{entity}/{name}.swift"])
    }

    func testCommandLineArgumentsAreCheckedInTheSameWords() {
        XCTAssertEqual(ProjectConfig.problems(presetName: "features", module: "Inari"), [])
        let problems = ProjectConfig.problems(presetName: "layerd", module: "my app")
        XCTAssertEqual(problems.map(\.keyPath), ["preset", "module"])
        XCTAssertEqual(problems.first?.hint?.hasPrefix("did you mean `layered`?"), true)
        XCTAssertEqual(problems.last?.message, "module `my app` is not a Swift identifier: it contains ` `")
    }
}
