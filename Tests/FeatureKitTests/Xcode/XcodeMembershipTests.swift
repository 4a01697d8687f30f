import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// The edit of a classic `project.pbxproj` (one that lists its files) for the files a feature creates, on small
/// hand-written projects: a few lines per file where Xcode keeps them, the right target, groups for new folders,
/// nothing twice, and refusals where the shape is not one to edit safely.
final class XcodeMembershipTests: XCTestCase {
    /// An app target compiling `App/Root.swift`, a test target compiling `AppTests/RootTests.swift`.
    static func project(appFiles: String = "", rootChildren: String = "", testPhase: String = "B0000000000000000000000D /* Sources */,")
        -> String
    {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \t\tB00000000000000000000003 /* Root.swift in Sources */ = {isa = PBXBuildFile; fileRef = B00000000000000000000002 /* Root.swift */; };
        \t\tB00000000000000000000007 /* RootTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = B00000000000000000000006 /* RootTests.swift */; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        \t\tB00000000000000000000002 /* Root.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Root.swift; sourceTree = "<group>"; };
        \t\tB00000000000000000000006 /* RootTests.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = RootTests.swift; sourceTree = "<group>"; };
        /* End PBXFileReference section */

        /* Begin PBXGroup section */
        \t\tB00000000000000000000000 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tB00000000000000000000001 /* App */,
        \t\t\t\tB00000000000000000000005 /* AppTests */,
        \(rootChildren)\t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tB00000000000000000000001 /* App */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tB00000000000000000000002 /* Root.swift */,
        \(appFiles)\t\t\t);
        \t\t\tpath = App;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tB00000000000000000000005 /* AppTests */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tB00000000000000000000006 /* RootTests.swift */,
        \t\t\t);
        \t\t\tpath = AppTests;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\tB0000000000000000000000A /* App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (
        \t\t\t\tB0000000000000000000000C /* Sources */,
        \t\t\t);
        \t\t\tname = App;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tB0000000000000000000000B /* AppTests */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (
        \t\t\t\t\(testPhase)
        \t\t\t);
        \t\t\tname = AppTests;
        \t\t\tproductType = "com.apple.product-type.bundle.unit-test";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\tB0000000000000000000000E /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tmainGroup = B00000000000000000000000;
        \t\t\ttargets = (
        \t\t\t\tB0000000000000000000000A /* App */,
        \t\t\t\tB0000000000000000000000B /* AppTests */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        \t\tB0000000000000000000000C /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tfiles = (
        \t\t\t\tB00000000000000000000003 /* Root.swift in Sources */,
        \t\t\t);
        \t\t};
        \t\tB0000000000000000000000D /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tfiles = (
        \t\t\t\tB00000000000000000000007 /* RootTests.swift in Sources */,
        \t\t\t);
        \t\t};
        /* End PBXSourcesBuildPhase section */
        \t};
        \trootObject = B0000000000000000000000E /* Project object */;
        }

        """
    }

    private func added(_ before: String, _ after: String) -> [String] {
        let old = Set(before.split(separator: "\n", omittingEmptySubsequences: false))
        return after.split(separator: "\n", omittingEmptySubsequences: false).filter { !old.contains($0) }.map(String.init)
    }

    func testAFileInAnExistingFolderGetsAReferenceInItsGroupAndABuildFileInItsTarget() throws {
        let before = Self.project()
        let after = try XCTUnwrap(XcodeMembership.edit(before, file: "App.xcodeproj/project.pbxproj", adding: ["App/Wallet.swift"]))
        let lines = added(before, after)
        XCTAssertEqual(lines.count, 4, "a reference, a build file, a group child, a phase entry:\n\(lines.joined(separator: "\n"))")
        let layout = PBXLayout(try PBXDocument(text: after))
        let reference = try XCTUnwrap(layout.filePaths.first { $0.value == "App/Wallet.swift" }?.key)
        XCTAssertEqual(layout.builtBy[reference], ["App"])
        XCTAssertEqual(layout.parents[reference], "B00000000000000000000001", "in the App group")
        // Every line removed from the old text: none.
        XCTAssertTrue(added(after, before).isEmpty, "nothing of the project changes but the lines added")
    }

    func testEachObjectGoesInItsSectionInIDOrder() throws {
        let after = try XCTUnwrap(XcodeMembership.edit(Self.project(), file: "p", adding: ["App/A.swift", "App/B/B.swift", "App/C/D/C.swift", "E/E.swift"]))
        for section in ["PBXBuildFile", "PBXFileReference", "PBXGroup"] {
            let body = after.components(separatedBy: "/* Begin \(section) section */\n")[1].components(separatedBy: "/* End")[0]
            let ids = body.split(separator: "\n").filter { $0.hasPrefix("\t\t") && !$0.hasPrefix("\t\t\t") && $0.contains(" = {") }.map { $0.dropFirst(2).prefix(24) }
            XCTAssertEqual(ids, ids.sorted(), section)
        }
    }

    func testANewFolderGetsAGroupWithItsPathAndTestsGoToTheTestTarget() throws {
        let before = Self.project()
        let after = try XCTUnwrap(XcodeMembership.edit(before, file: "p", adding: [
            "App/Features/Wallet/WalletView.swift", "App/Features/Wallet/WalletViewModel.swift", "AppTests/Wallet/WalletViewModelTests.swift",
        ]))
        let layout = PBXLayout(try PBXDocument(text: after))
        for (path, target) in [
            ("App/Features/Wallet/WalletView.swift", "App"), ("App/Features/Wallet/WalletViewModel.swift", "App"),
            ("AppTests/Wallet/WalletViewModelTests.swift", "AppTests"),
        ] {
            let reference = try XCTUnwrap(layout.filePaths.first { $0.value == path }?.key, path)
            XCTAssertEqual(layout.builtBy[reference], [target], path)
        }
        XCTAssertEqual(layout.groups(at: "App/Features").count, 1, "one group per new folder, shared by its files")
        XCTAssertEqual(layout.groups(at: "App/Features/Wallet").count, 1)
        XCTAssertTrue(after.contains("\t\t\tpath = Features;\n"), after)
        XCTAssertTrue(after.contains("\t\t\tpath = Wallet;\n"), after)
    }

    func testASecondRunAddsNothing() throws {
        let files = ["App/Features/Wallet/WalletView.swift", "App/Wallet+Container.swift"]
        let once = try XCTUnwrap(XcodeMembership.edit(Self.project(), file: "p", adding: files))
        XCTAssertNil(try XcodeMembership.edit(once, file: "p", adding: files))
        XCTAssertTrue(once.contains("path = \"Wallet+Container.swift\";"), "a name with `+` is quoted, as Xcode writes it")
    }

    func testTheChangeSetGainsTheProjectAsAnEditInPlaceOfTheBytesItRead() throws {
        let text = Self.project()
        let changes = ChangeSet(files: [
            GeneratedFile(path: "Wallet.yml", contents: ""), GeneratedFile(path: "App/Wallet.swift", contents: "struct Wallet {}\n"),
            GeneratedFile(path: "App/Root.swift", contents: "", mode: .insertBetweenMarkers),
        ], group: "feature:Wallet")
        let result = try XcodeMembership.adding(
            to: changes, projects: [XcodeMembership.Project(folder: "", file: "App.xcodeproj/project.pbxproj", text: text)])
        let project = try XCTUnwrap(result.files.first { $0.path == "App.xcodeproj/project.pbxproj" })
        XCTAssertEqual(project.mode, .editInPlace)
        XCTAssertEqual(project.editedFrom, ContentHash.hex(Array(text.utf8)))
        XCTAssertEqual(added(text, project.contents).count, 4, "only the new Swift file joins: not the spec, not the app's own edited file")
        let synchronized = XcodeMembership.Project(folder: "", file: "p", text: text + "/* PBXFileSystemSynchronizedRootGroup */")
        XCTAssertEqual(try XcodeMembership.adding(to: changes, projects: [synchronized]), changes, "a synchronized project lists nothing")
    }

    func testAFolderItsExtensionsAlsoCompileIsTheAppsForANewFile() throws {
        // A widget compiles App/Root.swift too (its own build file in its own phase): the new screen is the app's.
        let shared = Self.project().replacingOccurrences(
            of: "\t\t\t\tB00000000000000000000007 /* RootTests.swift in Sources */,\n",
            with: "\t\t\t\tB00000000000000000000007 /* RootTests.swift in Sources */,\n\t\t\t\tB00000000000000000000008 /* Root.swift in Sources */,\n"
        ).replacingOccurrences(
            of: "/* End PBXBuildFile section */",
            with: "\t\tB00000000000000000000008 /* Root.swift in Sources */ = {isa = PBXBuildFile; fileRef = B00000000000000000000002 /* Root.swift */; };\n/* End PBXBuildFile section */"
        )
        let widget = shared.replacingOccurrences(of: "\"com.apple.product-type.bundle.unit-test\"", with: "\"com.apple.product-type.app-extension\"")
        XCTAssertNotEqual(widget, shared)
        XCTAssertEqual(PBXLayout(try PBXDocument(text: widget)).builtBy["B00000000000000000000002"]?.sorted(), ["App", "AppTests"])
        let after = try XCTUnwrap(XcodeMembership.edit(widget, file: "p", adding: ["App/Wallet.swift"]))
        let layout = PBXLayout(try PBXDocument(text: after))
        let reference = try XCTUnwrap(layout.filePaths.first { $0.value == "App/Wallet.swift" }?.key)
        XCTAssertEqual(layout.builtBy[reference], ["App"], "the app's, not the extension's")
        // A unit test target compiling the same folder keeps it ambiguous.
        XCTAssertThrowsError(try XcodeMembership.edit(shared, file: "p", adding: ["App/Wallet.swift"])) { error in
            XCTAssertTrue("\(error)".contains("several targets compile the files of App (App, AppTests)"), "\(error)")
        }
    }

    func testATestOfAProjectWithNoTestTargetStaysOutOfIt() throws {
        // The AppTests target and its files taken out: the app has no test target.
        let noTests = Self.project().split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("B0000000000000000000000B") && !$0.contains("RootTests.swift") }.joined(separator: "\n")
            .replacingOccurrences(of: "\t\tB0000000000000000000000B /* AppTests */ = {\n", with: "")
        let stripped = noTests.components(separatedBy: "/* Begin PBXNativeTarget section */")
        XCTAssertEqual(stripped.count, 2)
        let targets = stripped[1].components(separatedBy: "/* End PBXNativeTarget section */")[0]
        let appOnly = targets.components(separatedBy: "\t\t};\n")[0] + "\t\t};\n"
        let text = stripped[0] + "/* Begin PBXNativeTarget section */" + appOnly
            + "/* End PBXNativeTarget section */" + noTests.components(separatedBy: "/* End PBXNativeTarget section */")[1]
        XCTAssertEqual(PBXLayout(try PBXDocument(text: text)).targets.map(\.name), ["App"])
        let after = try XCTUnwrap(XcodeMembership.edit(text, file: "p", adding: ["App/Wallet.swift", "Tests/AppTests/WalletTests.swift"]))
        XCTAssertEqual(Set(PBXLayout(try PBXDocument(text: after)).filePaths.values), ["App/Root.swift", "App/Wallet.swift"])
        XCTAssertNil(try XcodeMembership.edit(text, file: "p", adding: ["Tests/AppTests/WalletTests.swift"]), "nothing to add")
    }

    func testProjectsAreFoundUpToThreeFoldersDownOutsideBuildProductsAndCheckouts() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "xcode-find-\(UUID().uuidString)", directoryHint: .isDirectory)
        defer { try? FileManager.default.removeItem(at: root) }
        let found = ["Top.xcodeproj", "apps/ios/Deep/Deep.xcodeproj", "ios/App.xcodeproj"]
        let ignored = ["a/b/c/d/TooDeep.xcodeproj", "node_modules/lib/ios/Lib.xcodeproj", "Pods/Pods.xcodeproj", ".hidden/H.xcodeproj",
                       "build/B.xcodeproj", "ios/App.xcworkspace/W.xcodeproj", "ios/App.xcodeproj/Nested.xcodeproj"]
        for project in found + ignored {
            let folder = root.appending(path: project, directoryHint: .isDirectory)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Self.project().write(to: folder.appending(path: "project.pbxproj"), atomically: true, encoding: .utf8)
        }
        let projects = XcodeMembership.Project.find(root: root)
        XCTAssertEqual(projects.map(\.file), found.map { $0 + "/project.pbxproj" })
        XCTAssertEqual(projects.map(\.folder), ["", "apps/ios/Deep", "ios"])
    }

    func testShapesItCannotEditSafelyAreRefusedWithAReason() {
        func refusal(_ text: String, _ files: [String]) -> String {
            do {
                _ = try XcodeMembership.edit(text, file: "App.xcodeproj/project.pbxproj", adding: files)
                return "no refusal"
            } catch {
                guard case .uneditableRoot(let list) = error else { return "\(error)" }
                return list.map(\.rendered).joined(separator: "\n")
            }
        }
        // The test target compiles a file of the App folder too: which target a new file there is for is unknown.
        let shared = Self.project(testPhase: "B0000000000000000000000C /* Sources */,")
        XCTAssertTrue(refusal(shared, ["App/Wallet.swift"]).contains("several targets compile the files of App (App, AppTests)"))
        let noPhase = Self.project(testPhase: "")
        XCTAssertTrue(refusal(noPhase, ["AppTests/WalletTests.swift"]).contains("target AppTests has no Sources build phase"),
                      refusal(noPhase, ["AppTests/WalletTests.swift"]))
        let listedOnly = Self.project().replacingOccurrences(of: "\t\t\t\tB00000000000000000000007 /* RootTests.swift in Sources */,\n", with: "")
        XCTAssertTrue(refusal(listedOnly, ["AppTests/RootTests.swift"]).contains("in the project already, but no target compiles it"))
        XCTAssertTrue(refusal("{ objects = ", ["App/A.swift"]).contains("cannot read the project"))
        XCTAssertTrue(refusal(Self.project(), ["App/A.swift"]) == "no refusal")
    }

    // MARK: destroy

    func testAddingThenRemovingGivesBackTheProjectsBytes() throws {
        let before = Self.project()
        let files = ["App/Wallet.swift", "App/Wallet/WalletView.swift", "App/Wallet/Deep/WalletRow.swift", "AppTests/WalletTests.swift", "E/E.swift"]
        let added = try XCTUnwrap(XcodeMembership.edit(before, file: "p", adding: files))
        let removed = try XCTUnwrap(XcodeMembership.edit(added, file: "p", removing: files))
        XCTAssertEqual(Array(removed.utf8), Array(before.utf8))
        // Some only: the others stay listed, and a group made for a folder still holding one stays.
        let partly = try XCTUnwrap(XcodeMembership.edit(added, file: "p", removing: ["App/Wallet/WalletView.swift", "E/E.swift"]))
        let layout = PBXLayout(try PBXDocument(text: partly))
        XCTAssertEqual(Set(layout.filePaths.values), ["App/Root.swift", "AppTests/RootTests.swift", "App/Wallet.swift", "App/Wallet/Deep/WalletRow.swift", "AppTests/WalletTests.swift"])
        XCTAssertFalse(layout.groupFolders.values.contains("E"))
        XCTAssertTrue(layout.groupFolders.values.contains("App/Wallet"))
        XCTAssertEqual(partly.split(separator: "\n").count, added.split(separator: "\n").count - 16, "whole lines removed (4 + 3 for the files, 8 + 1 for E's group), nothing else")
    }

    func testRemovingAFileTheProjectDoesNotListChangesNothingAndAPersonsGroupStays() throws {
        XCTAssertNil(try XcodeMembership.edit(Self.project(), file: "p", removing: ["App/Other.swift"]))
        // The app's own group, emptied, is the person's: it stays.
        let removed = try XCTUnwrap(XcodeMembership.edit(Self.project(), file: "p", removing: ["AppTests/RootTests.swift"]))
        XCTAssertTrue(removed.contains("B00000000000000000000005 /* AppTests */ = {"))
        XCTAssertFalse(removed.contains("B00000000000000000000006"))
        XCTAssertFalse(removed.contains("B00000000000000000000007"))
    }

    func testRemovalOfAShapeItCannotEditWholeLinesIsRefused() throws {
        let added = try XCTUnwrap(XcodeMembership.edit(Self.project(), file: "p", adding: ["App/Wallet.swift"]))
        // The group's children on one line: the child cannot go as a line of its own.
        let reference = try XCTUnwrap(PBXLayout(try PBXDocument(text: added)).filePaths.first { $0.value == "App/Wallet.swift" }?.key)
        let oneLine = added.replacingOccurrences(of: "B00000000000000000000002 /* Root.swift */,\n\t\t\t\t\(reference) /* Wallet.swift */,",
                                                 with: "B00000000000000000000002 /* Root.swift */, \(reference) /* Wallet.swift */,")
        XCTAssertNotEqual(oneLine, added)
        XCTAssertThrowsError(try XcodeMembership.edit(oneLine, file: "p", removing: ["App/Wallet.swift"])) { error in
            XCTAssertTrue("\(error)".contains("cannot edit the project"), "\(error)")
        }
        // Two references to the same file.
        let twice = Self.project(appFiles: "\t\t\t\tB0000000000000000000000F /* Root.swift */,\n").replacingOccurrences(
            of: "/* End PBXFileReference section */",
            with: "\t\tB0000000000000000000000F /* Root.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Root.swift; sourceTree = \"<group>\"; };\n/* End PBXFileReference section */"
        )
        XCTAssertThrowsError(try XcodeMembership.edit(twice, file: "p", removing: ["App/Root.swift"])) { error in
            XCTAssertTrue("\(error)".contains("several file references"), "\(error)")
        }
    }
}
