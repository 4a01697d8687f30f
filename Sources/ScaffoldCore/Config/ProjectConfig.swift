import Foundation

/// The project's configuration (`.scaffold.yml`), resolved against its preset.
public struct ProjectConfig: Sendable, Equatable {
    public static let fileName = ProjectLocator.configurationFileName
    /// The module when the file names none.
    public static let defaultModule = "App"

    /// The name of one of `Preset.all`; `load` refuses any other.
    public var presetName: String
    public var module: String
    public var roots: ProjectRoots
    /// Every folder `sources:` names (`roots.sources` is the first): `check` reads them all. `.` is the root.
    public var sourceFolders: [String]
    /// Path patterns replacing the preset's for some artifact kinds.
    public var layoutOverrides: [ArtifactKind: String]
    public var styleOverrides: StyleOverrides
    public var mocks: MocksSettings
    /// The isolation generated code is written for (`isolation:`; `nonisolated` when the file says nothing).
    public var isolation: Isolation
    /// The Xcode project `scaffold init` wrote (`project:`); nil when the file does not say.
    public var project: ProjectKind?
    /// `scaffold check`'s rule levels and excluded paths.
    public var check: CheckSettings
    /// The project's default `persistence:` for features; nil = each preset's own store.
    public var persistence: Persistence?
    /// The app's own composition root and root view when scaffold did not create it (`adopted: true`); nil otherwise.
    public var existingApp: ExistingApp?
    /// `remote:`: the server of the app's remote features and the app's own HTTP client; nil when the file says nothing.
    public var remote: RemoteSettings?
    /// The tests' folder is one a target compiles: named by the file (`tests:`), or scaffold's own. An adopted app's
    /// file leaves it out when adopt found no test target: `roots.tests` is then only the default, compiled by none.
    public var namesTestFolder = true

    /// A configuration with every default: roots from the module, the preset's layout and style, default mock settings.
    public init(
        presetName: String,
        module: String = ProjectConfig.defaultModule,
        roots: ProjectRoots? = nil,
        layoutOverrides: [ArtifactKind: String] = [:],
        styleOverrides: StyleOverrides = .unchanged,
        mocks: MocksSettings? = nil,
        isolation: Isolation = .nonisolated,
        project: ProjectKind? = nil,
        check: CheckSettings = CheckSettings(),
        persistence: Persistence? = nil,
        existingApp: ExistingApp? = nil,
        sourceFolders: [String]? = nil,
        remote: RemoteSettings? = nil
    ) {
        let roots = roots ?? ProjectRoots(module: module)
        self.presetName = presetName
        self.module = module
        self.roots = roots
        self.sourceFolders = sourceFolders ?? [roots.sources]
        self.layoutOverrides = layoutOverrides
        self.styleOverrides = styleOverrides
        self.mocks = mocks ?? MocksSettings(defaultsFor: roots)
        self.isolation = isolation
        self.project = project
        self.check = check
        self.persistence = persistence
        self.existingApp = existingApp
        self.remote = remote
    }

    /// The preset with layout and style overrides applied.
    ///
    /// A name `load` would refuse can only come from code that set `presetName` itself; it falls back to
    /// `Preset.layered`, the same fallback `Layout.path(for:)` uses for a missing pattern.
    public func resolvedPreset() -> Preset {
        var preset = Preset.named(presetName) ?? .layered
        preset.layout = preset.layout.overriding(layoutOverrides)
        preset.style = styleOverrides.applied(to: preset.style)
        return preset
    }
}
