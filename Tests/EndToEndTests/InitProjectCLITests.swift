import FeatureKit
import Foundation
import ScaffoldCore
import XCTest

/// `scaffold init --project` and `--isolation` as a user runs them: every preset with every project choice,
/// recorded in `.scaffold.yml`; refusal of existing projects, `--allow-existing`, `--dry-run` and `--json`
/// work the same with each choice.
final class InitProjectCLITests: XCTestCase {
    private let projectFiles: [String: [String]] = [
        "xcodeproj": [
            "Demo.xcodeproj/project.pbxproj", "Demo.xcodeproj/project.xcworkspace/contents.xcworkspacedata",
            "Demo.xcodeproj/xcshareddata/xcschemes/DemoiOS.xcscheme",
        ],
        "xcodegen": ["project.yml"],
        "tuist": ["Project.swift", "Tuist.swift"],
        "none": [],
    ]

    func testEveryPresetWithEveryProjectChoiceWritesItsFilesAndRecordsTheChoice() throws {
        for preset in Preset.allCases {
            for (choice, files) in projectFiles {
                let workspace = try Workspace("init-project-\(choice)")
                let output = try workspace.initRepository(preset, ["--project", choice, "--json"])

                XCTAssertEqual(output.exitCode, 0, output.transcript)
                let statuses = try WriteReportReader.read(output).statuses
                for file in files + [".github/workflows/ci.yml", "AppTarget/DemoAppMain.swift", "Package.swift"] {
                    XCTAssertEqual(statuses[file], .create, "\(preset.rawValue) \(choice): \(file)")
                }
                let others = projectFiles.values.flatMap { $0 }.filter { !files.contains($0) }
                XCTAssertEqual(others.filter { statuses[$0] != nil }, [], "\(choice) writes no other project's files")
                let config = try XCTUnwrap(ProjectConfig.load(root: workspace.repository))
                XCTAssertEqual(config.project?.rawValue, choice)
                XCTAssertEqual(config.presetName, preset.rawValue)
                XCTAssertEqual(config.isolation, .nonisolated)
            }
        }
    }

    func testASecondInitWithAllowExistingKeepsEveryFile() throws {
        for choice in projectFiles.keys.sorted() {
            let workspace = try Workspace("init-again-\(choice)")
            let first = try workspace.initRepository(.clean, ["--project", choice, "--isolation", "mainActor"])
            XCTAssertEqual(first.exitCode, 0, first.transcript)
            let before = try workspace.repositorySnapshot()

            let refused = try workspace.initRepository(.clean, ["--project", choice])
            let again = try workspace.initRepository(.clean, ["--project", choice, "--allow-existing", "--json"])

            XCTAssertEqual(refused.exitCode, 4, "\(choice):\n\(refused.transcript)")
            XCTAssertEqual(again.exitCode, 0, again.transcript)
            let statuses = try WriteReportReader.read(again).statuses
            XCTAssertEqual(Set(statuses.values).subtracting([.skip, .identical]), [], "\(choice): init never replaces a file")
            XCTAssertEqual(statuses["Package.swift"], .skip, "\(choice): the mainActor Package.swift is kept, not rewritten")
            XCTAssertEqual(statuses.count, before.paths.count, "\(choice): every file reported")
            XCTAssertEqual(try workspace.repositorySnapshot(), before, "\(choice): not a byte or a date changed")
            XCTAssertEqual(try ProjectConfig.load(root: workspace.repository)?.isolation, .mainActor)
        }
    }

    func testADryRunShowsTheProjectFilesAndWritesNothing() throws {
        for (choice, files) in projectFiles {
            let workspace = try Workspace("init-dry-\(choice)")

            let output = try workspace.initRepository(.mvvm, ["--project", choice, "--dry-run"])

            XCTAssertEqual(output.exitCode, 0, output.transcript)
            for file in files { XCTAssertTrue(output.stdout.contains("create     \(file)"), "\(choice): \(file)\n\(output.transcript)") }
            XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.repository.path), "\(choice): nothing may be created")
        }
    }

    func testAFolderWithAnXcodeGenOrTuistManifestIsAProjectAlready() throws {
        for marker in ["project.yml", "Project.swift", "Tuist.swift"] {
            let workspace = try Workspace("init-refuse-manifest")
            try workspace.directory.write("# mine\n", to: "demo/\(marker)")
            let before = try workspace.repositorySnapshot()

            let output = try workspace.initRepository(.layered, ["--project", "xcodegen"])

            XCTAssertEqual(output.exitCode, 4, output.transcript)
            XCTAssertTrue(output.stderr.contains("a project (\(marker))"), output.transcript)
            XCTAssertEqual(try workspace.repositorySnapshot(), before, "a refused init wrote files")
        }
    }

    func testUnknownChoicesAreBadUsageNamingTheValidOnes() throws {
        let workspace = try Workspace("init-bad-choice")

        let project = try workspace.initRepository(.layered, ["--project", "xcode"])
        let isolation = try workspace.initRepository(.layered, ["--isolation", "MainActor"])

        XCTAssertEqual(project.exitCode, 64, project.transcript)
        XCTAssertTrue(project.stderr.contains("xcodeproj") && project.stderr.contains("tuist"), project.transcript)
        XCTAssertEqual(isolation.exitCode, 64, isolation.transcript)
        XCTAssertTrue(isolation.stderr.contains("mainActor"), isolation.transcript)
        XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.repository.path))
    }

    func testTheSummaryTellsHowToRunTheApp() throws {
        let workspace = try Workspace("init-summary")

        let output = try workspace.initRepository(.features, ["--project", "xcodegen"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertTrue(output.stdout.contains("Run it: xcodegen generate && open Demo.xcodeproj"), output.transcript)
        XCTAssertTrue(output.stdout.contains("Next: cd demo && scaffold feature Wallet"), output.transcript)

        // Without --root the repository is the current folder: no `cd .` to type.
        let here = try workspace.run(["init", "Here", "--preset", "layered", "--project", "none"])
        XCTAssertEqual(here.exitCode, 0, here.transcript)
        XCTAssertTrue(here.stdout.contains("\nNext: scaffold feature Wallet"), here.transcript)
    }
}
