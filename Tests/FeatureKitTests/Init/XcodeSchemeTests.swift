import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// The shared scheme and the project's workspace: XML that parses, naming the project's own targets by the
/// identifiers project.pbxproj gives them.
final class XcodeSchemeTests: XCTestCase {
    private func targetIDs(_ changes: ChangeSet) throws -> [String: String] {
        let text = try InitFixture.text(changes, "Demo.xcodeproj/project.pbxproj")
        let plist = try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any]
        let objects = try XCTUnwrap(plist?["objects"] as? [String: [String: Any]])
        return Dictionary(uniqueKeysWithValues: objects.compactMap { id, object in
            object["isa"] as? String == "PBXNativeTarget" ? (object["name"] as? String ?? "", id) : nil
        })
    }

    private func references(in document: XMLDocument, _ path: String) throws -> [[String: String]] {
        try document.nodes(forXPath: path).compactMap { node in
            guard let element = node as? XMLElement else { return nil }
            return Dictionary(uniqueKeysWithValues: (element.attributes ?? []).map { ($0.name ?? "", $0.stringValue ?? "") })
        }
    }

    func testTheSharedSchemeBuildsAndRunsTheAppAndTestsTheUnitTestTarget() throws {
        let changes = try InitFixture.render(.mvvm)
        let ids = try targetIDs(changes)
        let text = try InitFixture.text(changes, "Demo.xcodeproj/xcshareddata/xcschemes/DemoiOS.xcscheme")
        let document = try XMLDocument(data: Data(text.utf8))
        XCTAssertEqual(document.rootElement()?.name, "Scheme")
        let app = ["BuildableIdentifier": "primary", "BlueprintIdentifier": try XCTUnwrap(ids["DemoiOS"]),
                   "BuildableName": "DemoiOS.app", "BlueprintName": "DemoiOS", "ReferencedContainer": "container:Demo.xcodeproj"]
        let tests = ["BuildableIdentifier": "primary", "BlueprintIdentifier": try XCTUnwrap(ids["DemoiOSTests"]),
                     "BuildableName": "DemoiOSTests.xctest", "BlueprintName": "DemoiOSTests", "ReferencedContainer": "container:Demo.xcodeproj"]
        XCTAssertEqual(try references(in: document, "/Scheme/BuildAction/BuildActionEntries/BuildActionEntry/BuildableReference"), [app])
        XCTAssertEqual(try references(in: document, "/Scheme/TestAction/Testables/TestableReference/BuildableReference"), [tests])
        XCTAssertEqual(try references(in: document, "/Scheme/LaunchAction/BuildableProductRunnable/BuildableReference"), [app])
        XCTAssertEqual(try references(in: document, "/Scheme/TestAction").first?["buildConfiguration"], "Debug")
    }

    func testTheProjectsWorkspaceIsItself() throws {
        let text = try InitFixture.text(InitFixture.render(), "Demo.xcodeproj/project.xcworkspace/contents.xcworkspacedata")
        let document = try XMLDocument(data: Data(text.utf8))
        XCTAssertEqual(try references(in: document, "/Workspace/FileRef"), [["location": "self:"]])
    }
}
