import Foundation
import ScaffoldCore

/// What the README, Makefile, `.gitignore` and CI say about the chosen Xcode project (`--project`): how a
/// newcomer opens it, what is generated and ignored, how CI builds it. Decided here; the templates print.
struct ProjectChoiceValues {
    let request: InitRequest

    /// GitHub's macOS runner image with Xcode 26 as its default Xcode: it builds Swift 6.0 packages and Swift 6.2's
    /// default isolation alike, and Xcode 16's project format.
    static let ciRunner = "macos-26"
    /// The releases whose project formats the files need: synchronized folders arrived in Xcode 16 (objectVersion
    /// 77), XcodeGen 2.44 (`syncedFolder`, with fixes through 2.45) and Tuist 4 (`buildableFolders`).
    static let minimumXcodeGen = "2.45.0"

    /// The command that opens the app in Xcode, generating the project first when a tool makes it; nil without one.
    var open: String? {
        let projectFile = AppProjectNames(appName: request.appName).project + ".xcodeproj"
        switch request.project {
        case .xcodeproj: return "open \(projectFile)"
        case .xcodegen: return "xcodegen generate && open \(projectFile)"
        // `tuist generate` opens the workspace it writes.
        case .tuist: return "tuist generate"
        case .packageOnly: return nil
        }
    }

    var values: [String: Any] {
        let names = AppProjectNames(appName: request.appName)
        let kind = request.project
        let projectFile = names.project + ".xcodeproj"
        var project: [String: Any] = [
            "xcodeproj": kind == .xcodeproj,
            "xcodegen": kind == .xcodegen,
            "tuist": kind == .tuist,
            "none": kind == .packageOnly,
            "xcode": kind != .packageOnly,
            "generated": kind == .xcodegen || kind == .tuist,
            "file": projectFile,
            "scheme": names.scheme,
            "appTarget": names.appTarget,
            "testTarget": names.testTarget,
            "minimumXcodeGen": Self.minimumXcodeGen,
        ]
        project["open"] = open
        switch kind {
        case .xcodeproj:
            project["container"] = "-project \(projectFile)"
        case .xcodegen:
            project["manifest"] = "project.yml"
            project["generate"] = "xcodegen generate"
            project["ciGenerate"] = "xcodegen generate"
            project["generatedFiles"] = "`\(projectFile)`"
            project["install"] = "brew install xcodegen"
            project["container"] = "-project \(projectFile)"
        case .tuist:
            let workspace = "\(names.project).xcworkspace"
            project["manifest"] = "Project.swift"
            project["generate"] = "tuist generate"
            // On CI nobody looks at Xcode: generate without opening it.
            project["ciGenerate"] = "tuist generate --no-open"
            project["generatedFiles"] = "`\(projectFile)` and `\(workspace)`"
            project["ignored"] = ["/\(workspace)/", "/Derived/"]
            project["install"] = "brew tap tuist/tuist && brew install --formula tuist"
            project["container"] = "-workspace \(workspace)"
        case .packageOnly:
            break
        }
        return [
            "project": project,
            "ciRunner": Self.ciRunner,
            "newcomerCommands": newcomerCommands(open: open, scheme: names.scheme),
        ]
    }

    /// The README's two commands on a Mac: open (or generate and open) the project and run it, then the tests;
    /// with no project, the tests alone. Comments in one column.
    private func newcomerCommands(open: String?, scheme: String) -> [String] {
        var rows: [(command: String, comment: String)] = []
        if let open {
            rows.append((open, "then pick the \(scheme) scheme and an iPhone simulator, and press ⌘R"))
        }
        rows.append(("make test", "swift test: the package's tests, on macOS"))
        let width = rows.map(\.command.count).max() ?? 0
        return rows.map { $0.command.padding(toLength: width + 4, withPad: " ", startingAt: 0) + "# " + $0.comment }
    }
}
