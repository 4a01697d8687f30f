import Foundation
import XCTest
@testable import ScaffoldCore

/// Valid configurations load into the values they say, with defaults for what they leave out.
final class ConfigLoadingTests: XCTestCase {
    func testAFullFileLoadsEverySetting() throws {
        let config = try ConfigFixture.load("""
            preset: features
            module: Inari
            sources: Sources/Inari
            tests: Tests/InariTests
            layout:
              useCase: "{sourceRoot}/Domain/UseCases/{name}.swift"
              mock: "{testRoot}/Doubles/{entity}/{name}.swift"
            style:
              observation: observableObject
              state: flat
              naming: defaultPrefix
              tests: swift-testing
            mocks:
              sources: [Sources/Inari, Sources/InariKit]
              output: Tests/InariTests/Doubles
              annotation: "@testDouble"
            """)
        XCTAssertEqual(config, ProjectConfig(
            presetName: "features", module: "Inari",
            roots: ProjectRoots(module: "Inari", sources: "Sources/Inari", tests: "Tests/InariTests"),
            layoutOverrides: [
                .useCase: "{sourceRoot}/Domain/UseCases/{name}.swift",
                .mock: "{testRoot}/Doubles/{entity}/{name}.swift",
            ],
            styleOverrides: StyleOverrides(observation: .observableObject, state: .flat, naming: .defaultPrefix, tests: .swiftTesting),
            mocks: MocksSettings(
                sources: ["Sources/Inari", "Sources/InariKit"], output: "Tests/InariTests/Doubles", annotation: "@testDouble"
            )
        ))
    }

    func testOnlyThePresetGivesEveryDefault() throws {
        let config = try ConfigFixture.load("preset: layered\n")
        XCTAssertEqual(config.module, "App")
        XCTAssertEqual(config.roots, ProjectRoots(module: "App", sources: "Sources/App", tests: "Tests/AppTests"))
        XCTAssertEqual(config.layoutOverrides, [:])
        XCTAssertEqual(config.styleOverrides, StyleOverrides())
        XCTAssertEqual(config.mocks, MocksSettings(sources: ["Sources/App"], output: "Tests/AppTests/Mocks", annotation: "@mockable"))
        XCTAssertEqual(config.resolvedPreset(), Preset.layered)
    }

    func testRootsAndMockDefaultsFollowTheModuleAndTheGivenRoots() throws {
        let config = try ConfigFixture.load("preset: features\nmodule: Inari\ntests: ./Checks/Inari/\n")
        XCTAssertEqual(config.roots.sources, "Sources/Inari")
        XCTAssertEqual(config.roots.tests, "Checks/Inari", "leading ./ and trailing / are dropped")
        XCTAssertEqual(config.mocks, MocksSettings(sources: ["Sources/Inari"], output: "Checks/Inari/Mocks"))
    }

    func testSectionsLeftEmptyOrWithOnlyCommentsMeanNoOverrides() throws {
        let config = try ConfigFixture.load("preset: features\nlayout:\n  # model: x\nstyle:\nmocks: ~\n")
        XCTAssertEqual(config, ProjectConfig(presetName: "features"))
    }

    func testResolvedPresetAppliesLayoutAndStyleOverridesOnly() throws {
        let config = try ConfigFixture.load("""
            preset: features
            layout:
              useCase: "{sourceRoot}/Domain/{feature}/{name}.swift"
            style:
              naming: defaultPrefix
              tests: swift-testing
            """)
        let preset = config.resolvedPreset()
        XCTAssertEqual(preset.name, "features")
        XCTAssertEqual(preset.viewModelProtocol, Preset.features.viewModelProtocol)
        XCTAssertEqual(preset.layout.patterns[.useCase], "{sourceRoot}/Domain/{feature}/{name}.swift")
        XCTAssertEqual(preset.layout.patterns[.viewModel], Preset.features.layout.patterns[.viewModel])
        XCTAssertEqual(preset.style, Style(observation: .observable, state: .nested, naming: .defaultPrefix, tests: .swiftTesting))
        let path = preset.layout.path(for: .useCase, name: "CreateWalletUseCase", feature: "Wallet", entity: "Wallet", roots: config.roots)
        XCTAssertEqual(path, "Sources/App/Domain/Wallet/CreateWalletUseCase.swift")
    }

    func testEveryPresetNameLoads() throws {
        for preset in Preset.all {
            XCTAssertEqual(try ConfigFixture.load("preset: \(preset.name)").resolvedPreset(), preset)
        }
    }

    func testJSONIsYAMLTooAndAByteOrderMarkIsSkipped() throws {
        let json = Data([0xEF, 0xBB, 0xBF]) + Data(#"{"preset": "features", "style": {"state": "flat"}}"#.utf8)
        let config = try ProjectConfig.load(contents: json, path: ConfigFixture.path)
        XCTAssertEqual(config.styleOverrides, StyleOverrides(state: .flat))
    }
}
