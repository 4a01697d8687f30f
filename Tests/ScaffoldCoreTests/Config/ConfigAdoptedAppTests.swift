import Foundation
import XCTest
@testable import ScaffoldCore

/// `adopted:`, `compositionRoot:`, `rootView:` and the naming patterns `style.protocolName` and
/// `style.implementationName`: an app scaffold did not create, named as its team names things.
final class ConfigAdoptedAppTests: XCTestCase {
    func testAnAdoptedAppWithItsRootAndRootView() throws {
        let config = try ConfigFixture.load("""
            preset: clean
            adopted: true
            compositionRoot:
              type: AppContainer
              file: ./Notes/App/AppContainer.swift
              property: container
            rootView:
              type: HomeView
              file: Notes/App/HomeView.swift
            """)
        XCTAssertEqual(config.existingApp, ExistingApp(
            compositionRoot: .init(type: "AppContainer", file: "Notes/App/AppContainer.swift"), rootProperty: "container",
            rootView: .init(type: "HomeView", file: "Notes/App/HomeView.swift")
        ))
    }

    func testAdoptedAloneAndARootAloneBothMakeAnAdoptedApp() throws {
        XCTAssertEqual(try ConfigFixture.load("preset: mvvm\nadopted: true\n").existingApp, ExistingApp())
        XCTAssertEqual(try ConfigFixture.load("preset: mvvm\ncompositionRoot:\n  type: Deps\n").existingApp,
                       ExistingApp(compositionRoot: .init(type: "Deps")))
        XCTAssertNil(try ConfigFixture.load("preset: mvvm\nadopted: false\n").existingApp)
        XCTAssertNil(try ConfigFixture.load("preset: mvvm\n").existingApp, "a project scaffold created")
        // Every line of a section commented out, as adopt writes a question: no root, still adopted by the flag.
        XCTAssertEqual(try ConfigFixture.load("preset: mvvm\nadopted: true\ncompositionRoot:\n# type: AppContainer\n").existingApp, ExistingApp())
    }

    func testBadAdoptedValuesAreReportedWithTheirKeys() {
        let problems = configProblems("""
            preset: clean
            adopted: yes please
            compositionRoot:
              type: 2Container
              file: Notes/App/AppContainer.txt
              owner: me
            rootView:
              file: Notes/ContentView.swift
            """)
        expectConfig(problems, "`adopted` must be `true` or `false`", keyPath: "adopted")
        expectConfig(problems, "`2Container` is not a Swift name", keyPath: "compositionRoot.type", hint: "type: AppContainer")
        expectConfig(problems, "`Notes/App/AppContainer.txt` is not a Swift file", keyPath: "compositionRoot.file")
        expectConfig(problems, "unknown key `owner` in `compositionRoot`", hint: "valid keys: type, file, property")
        expectConfig(problems, "`rootView` names a file but no type", hint: "type: ContentView")
    }

    func testNamePatternsReplaceTheStylesNaming() throws {
        let config = try ConfigFixture.load("""
            preset: clean
            style:
              protocolName: "{name}"
              implementationName: "{name}Impl"
            """)
        let style = config.resolvedPreset().style
        XCTAssertEqual(style.protocolName("WalletRepository"), "WalletRepository")
        XCTAssertEqual(style.implementationName("WalletRepository"), "WalletRepositoryImpl")
        let prefixed = try ConfigFixture.load("preset: layered\nstyle:\n  implementationName: \"Live{name}\"\n").resolvedPreset().style
        XCTAssertEqual(prefixed.protocolName("Clock"), "ClockProtocol", "the preset's naming keeps the other role")
        XCTAssertEqual(prefixed.implementationName("Clock"), "LiveClock")
    }

    func testBadNamePatterns() {
        let problems = configProblems("""
            preset: clean
            style:
              protocolName: "{name}-Protocol"
              implementationName: "Impl"
            """)
        expectConfig(problems, "the name pattern `{name}-Protocol` has `-`", keyPath: "style.protocolName")
        expectConfig(problems, "the name pattern `Impl` has no `{name}`", keyPath: "style.implementationName", hint: "{name}Impl")
        let same = configProblems("preset: layered\nstyle:\n  implementationName: \"{name}Protocol\"\n")
        expectConfig(same, "give the same name (`WalletRepositoryProtocol`)", keyPath: "style")
    }
}
