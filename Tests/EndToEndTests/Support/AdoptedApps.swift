import Foundation
import XCTest

/// The apps of Tests/Fixtures/Adopt, copied into a workspace, adopted, and given two features by the built binary
/// (the second reading the first's records): each becomes a module of the harness package (its own sources and tests
/// plus the features), so the app with the features added is built and tested in the same `swift build` as the
/// presets.
enum AdoptedApps {
    /// A fixture, the feature added to it, and a second feature whose create reads the first's records.
    struct App {
        var fixture: String
        var feature: [String]
        var reader: String = "Note"

        /// The second feature's spec: its records name one of the first feature's (`reads:`).
        var readerSpec: String {
            let first = feature[0]
            let field = first.prefix(1).lowercased() + first.dropFirst() + "ID"
            return """
                feature: \(reader)
                fields:
                  - { name: text, type: String }
                  - { name: \(field), type: UUID }
                operations:
                  - { name: list, kind: fetchAll }
                  - { name: create, kind: create, reads: { \(field): \(first) } }
                  - { name: update, kind: update }
                  - { name: delete, kind: delete }

                """
        }
    }

    /// One app per root shape, none with scaffold's anchors but the first: a Clean Architecture app whose container
    /// and root view hold the anchors (`…Impl` naming); an MVVM package without a container (the `@main` App holds
    /// the stores) whose first screen lists data (links in the toolbar) beside a `navigationDestination`; a struct
    /// container whose root view is a `TabView` (a tab per feature); a class container of `lazy var`s whose
    /// `NavigationStack` routes by an enum (a case per feature); a service locator (`static let shared`) that the
    /// root view, holding none, reaches through its shared instance, beside a screen whose parts are `fileprivate`;
    /// an app with its own API client whose feature's records live on a server (`--remote`, issue 31 item 5); an app
    /// whose `@main` App shows its one screen in a `NavigationView`, which `feature` makes a `NavigationStack` (issue 34);
    /// an app whose `TabView` is selected through a state object the root view holds (`$appState.selectedTab`, its
    /// `enum Tab` declared in that object) and whose `@main` App is the root, which gets a case and a tab tagged
    /// `AppState.Tab.bookmark` (issue 34); an app whose `NavigationStack` keeps its path on a router object as
    /// `[Route]` and switches over the routes, whose features join the router and push `Route.bookmark(…)` values
    /// (issue 34); an app launched from `main.swift` (no `@main`, a test host swapped in under tests) whose stack
    /// starts on a splash that pushes the home screen at once, where the features' links go (issue 34).
    static let all = [
        App(fixture: "CleanContainer", feature: ["Bookmark", "title:String", "url:String"], reader: "Comment"),
        App(fixture: "MVVMPackage", feature: ["Ingredient", "name:String", "quantity:Int"]),
        App(fixture: "TabsStructContainer", feature: ["Bookmark", "title:String", "url:String"]),
        App(fixture: "RouterClassContainer", feature: ["Bookmark", "title:String", "url:String"]),
        App(fixture: "SharedLocator", feature: ["Bookmark", "title:String", "url:String"]),
        App(fixture: "APIClientContainer", feature: ["Jar", "label:String", "grams:Int", "--remote", "/jars"]),
        App(fixture: "NavigationViewApp", feature: ["Bookmark", "title:String", "url:String"]),
        App(fixture: "StateObjectTabs", feature: ["Bookmark", "title:String", "url:String"]),
        App(fixture: "TypedPathRouter", feature: ["Bookmark", "title:String", "url:String"]),
        App(fixture: "MainSwiftLaunch", feature: ["Bookmark", "title:String", "url:String"]),
    ]

    static let fixtures = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Adopt")

    /// Copies a fixture to `<workspace>/<parent>/adopted-<fixture>` and returns that folder, relative to the workspace.
    static func copy(_ fixture: String, into workspace: Workspace, under parent: String? = nil) throws -> String {
        let folder = (parent.map { "\($0)/" } ?? "") + "adopted-\(fixture)"
        let destination = workspace.directory.path(folder)
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent(fixture), to: destination)
        return folder
    }
}

extension Workspace {
    /// Every adopted app with its features, as harness modules under `parent`; throws with the transcript when a
    /// step fails.
    func adoptedModules(under parent: String) throws -> [HarnessPackage.Module] {
        var modules: [HarnessPackage.Module] = []
        for app in AdoptedApps.all {
            let folder = try AdoptedApps.copy(app.fixture, into: self, under: parent)
            try addFeatures(of: app, in: folder)
            let config = try String(contentsOf: directory.path("\(folder)/.scaffold.yml"), encoding: .utf8)
            guard let module = Self.value("module", in: config), let sources = Self.value("sources", in: config),
                  let tests = Self.value("tests", in: config) else {
                throw HarnessError("\(app.fixture): adopt wrote no module, sources or tests:\n\(config)")
            }
            try dropMainAttribute(in: directory.path("\(folder)/\(sources)"))
            modules.append(HarnessPackage.Module(name: module, sources: "\(folder)/\(sources)", tests: "\(folder)/\(tests)"))
        }
        return modules
    }

    /// `scaffold adopt`, the app's first feature, then the second reading its records; throws with the transcript
    /// when a step fails.
    func addFeatures(of app: AdoptedApps.App, in folder: String) throws {
        try app.readerSpec.write(to: directory.path("\(folder)/\(app.reader).yml"), atomically: true, encoding: .utf8)
        for arguments in [
            ["adopt", "--root", folder], ["feature"] + app.feature + ["--root", folder],
            ["feature", "--spec", "\(folder)/\(app.reader).yml", "--root", folder],
        ] {
            let output = try run(arguments)
            guard output.exitCode == 0 else {
                throw HarnessError("\(app.fixture): scaffold \(arguments.joined(separator: " ")) failed:\n\(output.transcript)")
            }
        }
    }

    /// The harness builds each app as a library tested by SwiftPM's test runner, which has a `main` of its own:
    /// the app's `@main` attribute goes, and so does a `main.swift` launching it (the App types stay and are compiled).
    func dropMainAttribute(in folder: URL) throws {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where file.lastPathComponent == "main.swift" {
            try FileManager.default.removeItem(at: file)
        }
        for file in files where file.pathExtension == "swift" && file.lastPathComponent != "main.swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            if text.contains("@main\n") {
                try text.replacingOccurrences(of: "@main\n", with: "").write(to: file, atomically: true, encoding: .utf8)
            }
        }
    }

    /// A top-level `key: value` of a `.scaffold.yml`, without its comment.
    static func value(_ key: String, in config: String) -> String? {
        config.split(separator: "\n").first { $0.hasPrefix("\(key): ") }.map { line in
            String(line.dropFirst(key.count + 2).split(separator: "#", maxSplits: 1)[0]).trimmingCharacters(in: .whitespaces)
        }
    }
}
