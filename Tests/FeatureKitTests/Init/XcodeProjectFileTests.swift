import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// The `.xcodeproj` init writes, read as Xcode reads it: an old-style property list whose every reference
/// resolves, whose targets build Swift 6 for iOS 17 with the chosen isolation, whose app target holds only the
/// `@main` file and whose folders are the package's.
final class XcodeProjectFileTests: XCTestCase {
    private let pbxproj = "Demo.xcodeproj/project.pbxproj"

    /// The parsed project: `objects` by identifier, and the root object's identifier.
    private struct Project {
        var objects: [String: [String: Any]]
        var root: String

        func object(_ id: Any?, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
            let id = try XCTUnwrap(id as? String, "not an identifier: \(String(describing: id))", file: file, line: line)
            return try XCTUnwrap(objects[id], "no object \(id)", file: file, line: line)
        }

        func objects(_ ids: Any?) throws -> [[String: Any]] {
            try (ids as? [String] ?? []).map { try object($0) }
        }

        func targets() throws -> [[String: Any]] {
            try objects(object(root)["targets"])
        }

        func target(_ name: String) throws -> [String: Any] {
            try XCTUnwrap(targets().first { $0["name"] as? String == name }, "no target \(name)")
        }

        /// The settings one configuration of a target resolves: the project's, then the target's on top.
        func settings(of target: [String: Any], configuration: String) throws -> [String: Any] {
            func named(_ list: Any?) throws -> [String: Any] {
                let configurations = try objects(object(list)["buildConfigurations"])
                let match = try XCTUnwrap(configurations.first { $0["name"] as? String == configuration })
                return match["buildSettings"] as? [String: Any] ?? [:]
            }
            let project = try named(object(root)["buildConfigurationList"])
            return project.merging(try named(target["buildConfigurationList"])) { _, target in target }
        }
    }

    private func project(_ changes: ChangeSet, app: String = "Demo") throws -> Project {
        let text = try InitFixture.text(changes, "\(app).xcodeproj/project.pbxproj")
        var format = PropertyListSerialization.PropertyListFormat.xml
        let plist = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: &format)
        XCTAssertEqual(format, .openStep, "project.pbxproj is an old-style property list")
        XCTAssertTrue(text.hasPrefix("// !$*UTF8*$!\n{\n"))
        let top = try XCTUnwrap(plist as? [String: Any])
        XCTAssertEqual(top["archiveVersion"] as? String, "1")
        XCTAssertEqual(top["objectVersion"] as? String, "77", "Xcode 16's format, the first with synchronized folders")
        let objects = try XCTUnwrap(top["objects"] as? [String: [String: Any]])
        return Project(objects: objects, root: try XCTUnwrap(top["rootObject"] as? String))
    }

    func testEveryReferenceResolvesAndEveryIdentifierIsXcodeShaped() throws {
        for isolation in Isolation.allCases {
            let project = try project(InitFixture.render(isolation: isolation))
            var references: [String] = []
            func collect(_ value: Any) {
                switch value {
                case let text as String where text.count == 24 && text.allSatisfy(\.isHexDigit): references.append(text)
                case let list as [Any]: list.forEach(collect)
                case let dictionary as [String: Any]:
                    for (key, value) in dictionary {
                        if key.count == 24, key.allSatisfy(\.isHexDigit) { references.append(key) }
                        collect(value)
                    }
                default: break
                }
            }
            project.objects.values.forEach(collect)
            collect(project.root)
            XCTAssertGreaterThan(references.count, 40)
            XCTAssertEqual(references.filter { project.objects[$0] == nil }, [], "references to objects that do not exist")
            for id in project.objects.keys {
                XCTAssertTrue(id.count == 24 && id.allSatisfy { $0.isNumber || ("A"..."F").contains($0) }, id)
                XCTAssertNotNil(project.objects[id]?["isa"] as? String, "\(id) has no isa")
            }
            XCTAssertEqual(try project.object(project.root)["isa"] as? String, "PBXProject")
            // Every object is reachable from the root: nothing left over.
            var reached: Set<String> = [project.root]
            var queue = [project.root]
            while let id = queue.popLast() {
                references = []
                collect(project.objects[id] ?? [:])
                for next in references where reached.insert(next).inserted { queue.append(next) }
            }
            XCTAssertEqual(Set(project.objects.keys).subtracting(reached), [], "objects nothing refers to")
        }
    }

    func testEveryTargetBuildsSwift6ForIOS17WithTheChosenIsolation() throws {
        let mainActorSettings: [String: String] = [
            "SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor",
            "SWIFT_APPROACHABLE_CONCURRENCY": "YES",
            "SWIFT_UPCOMING_FEATURE_NONISOLATED_NONSENDING_BY_DEFAULT": "YES",
            "SWIFT_UPCOMING_FEATURE_INFER_ISOLATED_CONFORMANCES": "YES",
        ]
        for isolation in Isolation.allCases {
            let project = try project(InitFixture.render(isolation: isolation))
            let targets = try project.targets()
            XCTAssertEqual(targets.map { $0["name"] as? String }, ["DemoiOS", "DemoiOSTests"])
            XCTAssertEqual(targets.map { $0["productType"] as? String }, [
                "com.apple.product-type.application", "com.apple.product-type.bundle.unit-test",
            ])
            for target in targets {
                for configuration in ["Debug", "Release"] {
                    let settings = try project.settings(of: target, configuration: configuration)
                    let name = "\(target["name"] ?? "?") \(configuration) \(isolation)"
                    XCTAssertEqual(settings["SWIFT_VERSION"] as? String, "6.0", name)
                    XCTAssertEqual(settings["IPHONEOS_DEPLOYMENT_TARGET"] as? String, "17.0", name)
                    XCTAssertEqual(settings["SDKROOT"] as? String, "iphoneos", name)
                    for (key, value) in mainActorSettings {
                        XCTAssertEqual(settings[key] as? String, isolation == .mainActor ? value : nil, "\(name): \(key)")
                    }
                }
            }
            let app = try project.settings(of: project.target("DemoiOS"), configuration: "Debug")
            XCTAssertEqual(app["PRODUCT_BUNDLE_IDENTIFIER"] as? String, "com.example.Demo")
            XCTAssertEqual(app["INFOPLIST_KEY_CFBundleDisplayName"] as? String, "Demo")
            XCTAssertEqual(app["GENERATE_INFOPLIST_FILE"] as? String, "YES")
            XCTAssertEqual(app["INFOPLIST_KEY_UILaunchScreen_Generation"] as? String, "YES", "no launch screen: letterboxed app")
            let tests = try project.settings(of: project.target("DemoiOSTests"), configuration: "Debug")
            XCTAssertNil(tests["TEST_HOST"], "the tests link the library themselves; a host app would link it twice")
        }
    }

    func testTheAppTargetHoldsOnlyTheMainFileAndTheFoldersAreThePackages() throws {
        let changes = try InitFixture.render(.layered)
        let project = try project(changes)
        func folders(_ target: String) throws -> [String] {
            try project.objects(project.target(target)["fileSystemSynchronizedGroups"]).map { group in
                XCTAssertEqual(group["isa"] as? String, "PBXFileSystemSynchronizedRootGroup")
                return group["path"] as? String ?? ""
            }
        }
        XCTAssertEqual(try folders("DemoiOS"), ["AppTarget"])
        XCTAssertEqual(changes.files.map(\.path).filter { $0.hasPrefix("AppTarget/") }, ["AppTarget/DemoAppMain.swift"],
                       "the app target's folder holds the @main file alone")
        XCTAssertEqual(try folders("DemoiOSTests"), ["Tests/DemoTests"], "the unit-test target builds the package's tests")
        for target in try project.targets() {
            XCTAssertEqual(try project.objects(target["buildPhases"]).flatMap { $0["files"] as? [String] ?? [] }.count, 1,
                           "one build file, the library; sources come from the synchronized folder")
        }
        let mainGroup = try project.object(project.object(project.root)["mainGroup"])
        let shown = try project.objects(mainGroup["children"]).compactMap { $0["path"] as? String }
        XCTAssertEqual(shown, ["AppTarget", "Sources/Demo", "Tests/DemoTests"], "the package's folders, synchronized, in the navigator")
        let sources = try XCTUnwrap(project.objects.values.first { $0["path"] as? String == "Sources/Demo" })
        XCTAssertEqual(sources["isa"] as? String, "PBXFileSystemSynchronizedRootGroup")
        XCTAssertTrue(changes.files.contains { $0.path.hasPrefix("Sources/Demo/") })
    }

    func testBothTargetsLinkThePackagesLibraryThroughALocalPackageReference() throws {
        let changes = try InitFixture.render(.clean)
        let project = try project(changes)
        let references = try project.objects(project.object(project.root)["packageReferences"])
        XCTAssertEqual(references.map { $0["isa"] as? String }, ["XCLocalSwiftPackageReference"])
        XCTAssertEqual(references.first?["relativePath"] as? String, ".", "the repository's own Package.swift")
        XCTAssertTrue(changes.files.contains { $0.path == "Package.swift" })
        for target in try project.targets() {
            let products = try project.objects(target["packageProductDependencies"])
            XCTAssertEqual(products.map { $0["isa"] as? String }, ["XCSwiftPackageProductDependency"])
            XCTAssertEqual(products.map { $0["productName"] as? String }, ["Demo"], "the library Package.swift declares")
            XCTAssertEqual(try project.object(products.first?["package"])["isa"] as? String, "XCLocalSwiftPackageReference")
            let frameworks = try XCTUnwrap(project.objects(target["buildPhases"]).first { $0["isa"] as? String == "PBXFrameworksBuildPhase" })
            let linked = try project.objects(frameworks["files"]).compactMap { $0["productRef"] as? String }
            XCTAssertEqual(linked, target["packageProductDependencies"] as? [String])
        }
        XCTAssertTrue(try InitFixture.text(changes, "Package.swift").contains(#".library(name: "Demo", targets: ["Demo"])"#))
    }

    func testIdentifiersAreStableAndDifferPerApp() throws {
        let first = try InitFixture.text(InitFixture.render(name: "Demo"), pbxproj)
        XCTAssertEqual(try InitFixture.text(InitFixture.render(name: "Demo"), pbxproj), first, "the same bytes every run")
        let other = try InitFixture.text(InitFixture.render(name: "Inari"), "Inari.xcodeproj/project.pbxproj")
        let ids = { (text: String) in Set(text.matches(of: /[0-9A-F]{24}/).map { String($0.output) }) }
        XCTAssertEqual(ids(first).intersection(ids(other)), [], "another app gets other identifiers")
        XCTAssertEqual(XcodeProjectContext.roles.count, Set(XcodeProjectContext(request: InitRequest(appName: "Demo", preset: .layered)).ids.values).count,
                       "one identifier per object")
    }

    func testTextThatIsNotABarePlistWordIsQuotedAndBundleIdentifiersAreValid() throws {
        XCTAssertEqual(PlistText.string("Demo"), "Demo")
        XCTAssertEqual(PlistText.string("6.0"), "6.0")
        XCTAssertEqual(PlistText.string("$(TARGET_NAME)"), "\"$(TARGET_NAME)\"")
        XCTAssertEqual(PlistText.string("1,2"), "\"1,2\"")
        XCTAssertEqual(PlistText.string("-Onone"), "\"-Onone\"")
        XCTAssertEqual(PlistText.string(""), "\"\"")
        XCTAssertEqual(PlistText.string("a//b"), "\"a//b\"")
        XCTAssertEqual(PlistText.string("say \"hi\"\\"), #""say \"hi\"\\""#)
        XCTAssertEqual(PlistText.string("Café"), "\"Café\"")
        let changes = try InitFixture.render(name: "My_App")
        let project = try project(changes, app: "My_App")
        let app = try project.settings(of: project.target("My_AppiOS"), configuration: "Release")
        XCTAssertEqual(app["INFOPLIST_KEY_CFBundleDisplayName"] as? String, "My_App")
        XCTAssertEqual(app["PRODUCT_BUNDLE_IDENTIFIER"] as? String, "com.example.My-App", "bundle identifiers allow A-Z, a-z, 0-9, - and .")
    }
}
