import Foundation
import XCTest
import Yams
@testable import FeatureKit
@testable import ScaffoldCore

/// `project.yml` as XcodeGen reads it: YAML whose every key is one XcodeGen documents, describing the same
/// targets, settings and scheme as the `.xcodeproj` init writes otherwise.
final class XcodeGenSpecTests: XCTestCase {
    /// The keys XcodeGen documents, by where they may appear (Docs/ProjectSpec.md of yonaskolb/XcodeGen 2.45).
    private static let documentedKeys: [String: Set<String>] = [
        // "## Project"
        "project": ["name", "include", "options", "attributes", "breakpoints", "configs", "configFiles", "settings",
                    "settingGroups", "targets", "fileGroups", "schemes", "schemeTemplates", "targetTemplates",
                    "packages", "projectReferences"],
        // "### Options" (the ones a spec may need here)
        "options": ["minimumXcodeGenVersion", "carthageBuildPath", "carthageExecutablePath", "createIntermediateGroups",
                    "bundleIdPrefix", "settingPresets", "developmentLanguage", "usesTabs", "indentWidth", "tabWidth",
                    "xcodeVersion", "projectFormat", "deploymentTarget", "disabledValidations", "defaultConfig",
                    "groupSortPosition", "groupOrdering", "transitivelyLinkDependencies", "generateEmptyDirectories",
                    "findCarthageFrameworks", "localPackagesGroup", "fileTypes", "preGenCommand", "postGenCommand",
                    "useBaseInternationalization", "schemePathPrefix", "defaultSourceDirectoryType"],
        // "### Local Package"
        "localPackage": ["path", "group", "excludeFromProject"],
        // "## Target"
        "target": ["type", "platform", "supportedDestinations", "deploymentTarget", "sources", "configFiles", "settings",
                   "dependencies", "info", "entitlements", "templates", "templateAttributes", "transitivelyLinkDependencies",
                   "directlyEmbedCarthageDependencies", "requiresObjCLinking", "onlyCopyFilesOnInstall", "buildToolPlugins",
                   "preBuildScripts", "postCompileScripts", "postBuildScripts", "buildRules", "scheme", "legacy",
                   "attributes", "putResourcesBeforeSourcesBuildPhase"],
        // "#### Target Source"
        "source": ["path", "name", "group", "compilerFlags", "excludes", "includes", "explicitFolders", "destinationFilters",
                   "inferDestinationFiltersByPath", "createIntermediateGroups", "optional", "buildPhase", "type",
                   "headerVisibility", "attributes", "resourceTags"],
        // "### Dependency"
        "dependency": ["target", "framework", "carthage", "sdk", "package", "bundle", "embed", "link", "codeSign",
                       "removeHeaders", "weak", "platformFilter", "destinationFilters", "platforms", "copy", "implicit",
                       "findFrameworks", "linkType", "root", "product", "products"],
        // "## Settings"
        "settings": ["groups", "configs", "base"],
        // "## Scheme", "### Build", "### Common Build Action options", "### Test Action"
        "scheme": ["build", "run", "test", "profile", "analyze", "archive", "management"],
        "build": ["targets", "parallelizeBuild", "buildImplicitDependencies", "runPostActionsOnFailure", "preActions", "postActions"],
        "action": ["config", "commandLineArguments", "preActions", "postActions", "environmentVariables", "executable",
                   "customLLDBInit", "customWorkingDirectory", "gatherCoverageData", "coverageTargets", "targets",
                   "captureScreenshotsAutomatically", "deleteScreenshotsWhenEachTestSucceeds", "testPlans",
                   "preferredScreenCaptureFormat", "language", "region", "debugEnabled", "macroExpansion",
                   "disableMainThreadChecker", "stopOnEveryMainThreadCheckerIssue", "askForAppToLaunch"],
    ]
    /// "### Product Type" and "### Platform": the values used here.
    private static let productTypes: Set<String> = ["application", "bundle.unit-test"]

    private func spec(_ isolation: Isolation = .nonisolated, preset: Preset = .layered) throws -> [String: Any] {
        let changes = try InitFixture.render(preset, isolation: isolation, project: .xcodegen)
        XCTAssertFalse(changes.files.contains { $0.path.hasSuffix(".xcodeproj/project.pbxproj") }, "XcodeGen writes the project")
        let text = try InitFixture.text(changes, "project.yml")
        return try XCTUnwrap(Yams.load(yaml: text) as? [String: Any], "project.yml is a YAML mapping")
    }

    private func assertDocumented(_ mapping: Any?, _ kind: String, _ path: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let mapping = mapping as? [String: Any] else { return XCTFail("\(path) is not a mapping", file: file, line: line) }
        let allowed = Self.documentedKeys[kind] ?? []
        XCTAssertEqual(Set(mapping.keys).subtracting(allowed), [], "undocumented keys in \(path)", file: file, line: line)
    }

    func testEveryKeyIsDocumented() throws {
        for isolation in Isolation.allCases {
            let spec = try spec(isolation)
            assertDocumented(spec, "project", "the spec")
            assertDocumented(spec["options"], "options", "options")
            for (name, package) in spec["packages"] as? [String: Any] ?? [:] { assertDocumented(package, "localPackage", "packages.\(name)") }
            for (name, target) in spec["targets"] as? [String: Any] ?? [:] {
                assertDocumented(target, "target", "targets.\(name)")
                let target = target as? [String: Any] ?? [:]
                for source in target["sources"] as? [Any] ?? [] { assertDocumented(source, "source", "targets.\(name).sources") }
                for dependency in target["dependencies"] as? [Any] ?? [] { assertDocumented(dependency, "dependency", "targets.\(name).dependencies") }
                assertDocumented(target["settings"], "settings", "targets.\(name).settings")
                XCTAssertTrue(Self.productTypes.contains(target["type"] as? String ?? ""), name)
                XCTAssertEqual(target["platform"] as? String, "iOS")
            }
            for (name, scheme) in spec["schemes"] as? [String: Any] ?? [:] {
                assertDocumented(scheme, "scheme", "schemes.\(name)")
                let scheme = scheme as? [String: Any] ?? [:]
                assertDocumented(scheme["build"], "build", "schemes.\(name).build")
                for action in ["run", "test"] { assertDocumented(scheme[action], "action", "schemes.\(name).\(action)") }
            }
        }
    }

    func testItDescribesTheSameAppAsTheXcodeProject() throws {
        for isolation in Isolation.allCases {
            let spec = try spec(isolation)
            XCTAssertEqual(spec["name"] as? String, "Demo")
            XCTAssertEqual((spec["packages"] as? [String: [String: String]])?["Demo"], ["path": "."])
            let targets = try XCTUnwrap(spec["targets"] as? [String: [String: Any]])
            XCTAssertEqual(Set(targets.keys), ["DemoiOS", "DemoiOSTests"])
            let expected = XcodeBuildSettings(names: AppProjectNames(appName: "Demo"), isolation: isolation)
            for (name, folder, settings) in [("DemoiOS", "AppTarget", expected.app), ("DemoiOSTests", "Tests/DemoTests", expected.tests)] {
                let target = try XCTUnwrap(targets[name])
                XCTAssertEqual(target["deploymentTarget"] as? String, "17.0", name)
                XCTAssertEqual(target["sources"] as? [[String: String]], [["path": folder, "type": "syncedFolder"]], name)
                XCTAssertEqual(target["dependencies"] as? [[String: String]], [["package": "Demo"]], name)
                let base = try XCTUnwrap((target["settings"] as? [String: Any])?["base"] as? [String: String], "\(name): every value a string")
                XCTAssertEqual(base["SWIFT_VERSION"], "6.0", name)
                XCTAssertEqual(base["SWIFT_DEFAULT_ACTOR_ISOLATION"], isolation == .mainActor ? "MainActor" : nil, name)
                let stated = Dictionary(uniqueKeysWithValues: settings.filter { $0.key != "IPHONEOS_DEPLOYMENT_TARGET" }.map { ($0.key, $0.value) })
                XCTAssertEqual(base, stated, "\(name): the .xcodeproj's settings")
            }
            let scheme = try XCTUnwrap((spec["schemes"] as? [String: [String: Any]])?["DemoiOS"])
            XCTAssertEqual((scheme["build"] as? [String: Any])?["targets"] as? [String: String], ["DemoiOS": "all"])
            XCTAssertEqual((scheme["test"] as? [String: Any])?["targets"] as? [String], ["DemoiOSTests"])
        }
    }
}
