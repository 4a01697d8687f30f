import ScaffoldCore

/// What `scaffold init` needs: the app's name (also its module), the preset, the isolation the code is built
/// with, and which Xcode project to write.
public struct InitRequest: Sendable {
    public var appName: String
    public var preset: Preset
    public var isolation: Isolation
    public var project: ProjectKind
    /// `--persistence`, as given; nil lets `NewAppPersistence` choose (see `projectPersistence`).
    public var persistence: Persistence?
    /// `--api-base-url`, as given: `.scaffold.yml`'s `remote.baseURL`; nil writes no `remote:` section.
    public var apiBaseURL: String?

    public init(
        appName: String, preset: Preset, isolation: Isolation = .nonisolated, project: ProjectKind = .xcodeproj,
        persistence: Persistence? = nil, apiBaseURL: String? = nil
    ) {
        self.appName = appName
        self.preset = preset
        self.isolation = isolation
        self.project = project
        self.persistence = persistence
        self.apiBaseURL = apiBaseURL
    }

    /// What `.scaffold.yml` records as the project's persistence: nil leaves the preset's own store (mvvm's).
    public var projectPersistence: Persistence? { NewAppPersistence(preset: preset).persistence(stated: persistence) }

    /// `Sources/<App>` and `Tests/<App>Tests`: the defaults `.scaffold.yml` then records.
    public var roots: ProjectRoots { ProjectRoots(module: appName) }

    /// The SwiftUI `App` type (`DemoApp`).
    public var appType: String { appName + "App" }

    /// How to open the app in Xcode once the files are written (`open Demo.xcodeproj`); nil for `--project none`.
    public var openCommand: String? { ProjectChoiceValues(request: self).open }

    /// Names an app cannot have: modules every project imports, and types `init` or a preset generates
    /// (a module named like a type it holds makes `Module.Type` ambiguous).
    static let reservedNames: Set<String> = [
        "Swift", "SwiftUI", "Foundation", "Observation", "Combine", "XCTest", "Testing", "PackageDescription", "ProjectDescription",
        "HomeView", "ViewModel", "AppFactory", "AppEnvironment", "AppDependencies",
    ]

    /// Every problem with an app name, in the words `.scaffold.yml` validation uses; empty when it is fine.
    /// Every problem with an `--api-base-url` (`BaseURLCheck`), in the words `.scaffold.yml` validation uses.
    public static func problems(apiBaseURL: String) -> [Diagnostic] {
        BaseURLCheck.problem(with: apiBaseURL).map { [Diagnostic(.error, $0.message, keyPath: "--api-base-url", hint: $0.hint)] } ?? []
    }

    public static func problems(appName: String) -> [Diagnostic] {
        var problems = ProjectConfig.problems(presetName: Preset.layered.name, module: appName)
        if problems.isEmpty, let first = appName.first, !first.isUppercase {
            let suggestion = first.uppercased() + appName.dropFirst()
            problems.append(Diagnostic(
                .error, "app name `\(appName)` does not start with an uppercase letter", keyPath: "module",
                hint: "it names the module and the `\(suggestion)App` type; write `\(suggestion)`"
            ))
        }
        if reservedNames.contains(appName) || Preset.all.contains(where: { $0.compositionRoot?.typeName == appName }) {
            problems.append(Diagnostic(
                .error, "app name `\(appName)` is taken by a framework or a type scaffold generates", keyPath: "module",
                hint: "choose another name, e.g. `\(appName)Kit`"
            ))
        }
        return problems
    }
}
