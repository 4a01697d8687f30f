import ScaffoldCore

/// The files `scaffold init` writes for a request, each with its template and context. Paths of the App
/// entry, the first screen and the composition root come from the preset's layout, like a feature's.
struct InitFiles {
    /// One file: where it goes and which template renders it with which values. `tidy` folds blank lines the
    /// way Swift sources want; project files keep the layout their tools write.
    struct File {
        var path: String
        var template: String
        var tidy = true
    }

    /// The folder of the Xcode app target's one source file, outside every SwiftPM target.
    static let appTargetFolder = "AppTarget"

    let request: InitRequest

    /// The Xcode app target's file, outside every SwiftPM target (see the App template).
    var mainFile: String { "\(Self.appTargetFolder)/\(request.appType)Main.swift" }

    var files: [File] {
        let roots = request.roots
        var list = [
            File(path: "Package.swift", template: "InitPackage"),
            File(path: "README.md", template: "InitReadme"),
            File(path: "Makefile", template: "InitMakefile"),
            File(path: ".gitignore", template: "InitGitignore"),
            File(path: ".github/workflows/ci.yml", template: "InitCI", tidy: false),
            // `scaffold feature <Name>` without fields reads Specs/<Name>.yml (FeatureSpecs.conventionalPath).
            File(path: "Specs/Note.yml", template: "InitExampleSpec", tidy: false),
            File(path: mainFile, template: "AppMain"),
            File(path: path(.appEntry, request.appType), template: "App"),
            File(path: "\(roots.tests)/\(request.appType)Tests.swift", template: "HomeTests"),
        ]
        // The root file also holds `HomeView`, the app's first screen and its one NavigationStack.
        if let root = request.preset.compositionRoot {
            list.append(File(path: path(.compositionRoot, root.typeName), template: root.template))
        } else {
            list.append(File(path: path(.appEntry, "HomeView"), template: "HomeView"))
        }
        // Seed 002's app-wide coordinator owns the NavigationStack's path; feature coordinators push onto it.
        if request.preset.coordinator {
            list.append(File(path: path(.support, "AppCoordinator"), template: "AppCoordinator"))
        }
        return list + projectFiles
    }

    /// The Xcode project the request chose: the project itself, or the manifest a tool turns into one.
    var projectFiles: [File] {
        let names = AppProjectNames(appName: request.appName)
        let project = "\(names.project).xcodeproj"
        switch request.project {
        case .xcodeproj:
            return [
                File(path: "\(project)/project.pbxproj", template: "InitXcodeProject", tidy: false),
                File(path: "\(project)/project.xcworkspace/contents.xcworkspacedata", template: "InitXcodeWorkspace", tidy: false),
                File(path: "\(project)/xcshareddata/xcschemes/\(names.scheme).xcscheme", template: "InitXcodeScheme", tidy: false),
            ]
        case .xcodegen:
            return [File(path: "project.yml", template: "InitXcodeGen", tidy: false)]
        case .tuist:
            return [File(path: "Project.swift", template: "InitTuistProject"), File(path: "Tuist.swift", template: "InitTuistConfig")]
        case .packageOnly:
            return []
        }
    }

    /// The values every init template may print.
    func values() throws -> [String: Any] {
        let preset = request.preset
        let roots = request.roots
        let root = preset.compositionRoot
        var values: [String: Any] = [
            "module": request.appName,
            "appType": request.appType,
            "sources": roots.sources,
            "tests": roots.tests,
            "preset": preset.name,
            "observation": preset.style.observation.rawValue,
            "state": preset.style.state.rawValue,
            "naming": preset.style.naming.rawValue,
            "testFramework": preset.style.tests.rawValue,
            "xctest": preset.style.tests == .xctest,
            "mainFile": mainFile,
            "appEntryPath": path(.appEntry, request.appType),
            "homeTitle": request.appName,
            "hasRoot": root != nil,
            "environmentRoot": root?.ownership == .environment,
            "storedRoot": root?.ownership == .stored,
            "layout": ArtifactKind.allCases.filter { !$0.isRemoteOnly }.compactMap { kind -> [String: Any]? in
                preset.layout.patterns[kind].map { ["kind": kind.rawValue, "pattern": $0] }
            },
        ]
        values["q"] = FrameworkNames.plain.values
        values["cite"] = preset.citations.values
        values["header"] = "// Created by scaffold init. Yours to edit."
        values["homePath"] = path(.appEntry, "HomeView")
        if let root {
            values["rootPath"] = path(.compositionRoot, root.typeName)
            values["homePath"] = path(.compositionRoot, root.typeName)
            values["homeArgument"] = root.ownership == .stored ? ", \(root.homeProperty): \(Naming.lowerFirst(root.typeName))" : ""
            values.merge(try MustacheEncoder.encode([RootContext(root: root, title: request.appName)])) { _, root in root }
        }
        for context in [
            IsolationValues(isolation: request.isolation).values, ProjectChoiceValues(request: request).values,
            XcodeProjectContext(request: request).values, ManifestContext(request: request).values,
            StorageValues(request: request).values,
        ] {
            values.merge(context) { current, _ in current }
        }
        return values
    }

    private func path(_ kind: ArtifactKind, _ name: String) -> String {
        request.preset.layout.path(for: kind, name: name, feature: name, entity: name, roots: request.roots)
    }
}
