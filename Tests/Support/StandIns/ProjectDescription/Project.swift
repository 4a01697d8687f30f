// Stand-in for Tuist's ProjectDescription (see Tests/Support/README.md): names, labels and parameter order of
// Tuist 4's API; parameters the manifests scaffold writes never use are left out, nothing is added.

/// A project: `Project.swift` defines one with `let project = Project(...)`.
public struct Project: Sendable {
    public let name: String
    public let options: Options
    public let packages: [Package]
    public let settings: Settings?
    public let targets: [Target]
    public let schemes: [Scheme]

    /// Tuist's current initializer, with SwiftPM-aligned package dependencies.
    public init(
        name: String,
        organizationName: String? = nil,
        classPrefix: String? = nil,
        options: Options = .options(),
        packages: [Package.Dependency] = [],
        settings: Settings? = nil,
        targets: [Target] = [],
        schemes: [Scheme] = []
    ) {
        self.name = name
        self.options = options
        self.packages = packages.map(\.package)
        self.settings = settings
        self.targets = targets
        self.schemes = schemes
    }

    /// The legacy package model, deprecated and disfavoured as in Tuist.
    @available(*, deprecated, message: "Use Package.Dependency values in the packages parameter instead.")
    @_disfavoredOverload
    public init(
        name: String,
        organizationName: String? = nil,
        classPrefix: String? = nil,
        options: Options = .options(),
        packages: [Package],
        settings: Settings? = nil,
        targets: [Target] = [],
        schemes: [Scheme] = []
    ) {
        self.name = name
        self.options = options
        self.packages = packages
        self.settings = settings
        self.targets = targets
        self.schemes = schemes
    }
}

extension Project {
    /// Options to configure a project.
    public struct Options: Sendable {
        public var automaticSchemesOptions: AutomaticSchemesOptions

        public static func options(automaticSchemesOptions: AutomaticSchemesOptions = .enabled()) -> Self {
            Options(automaticSchemesOptions: automaticSchemesOptions)
        }
    }
}

extension Project.Options {
    /// Whether Tuist generates a scheme per target (`enabled` has more options, all with defaults, in Tuist).
    public enum AutomaticSchemesOptions: Sendable {
        case enabled(codeCoverageEnabled: Bool = false)
        case disabled
    }
}

/// Tuist's configuration: `Tuist.swift` defines one with `let tuist = Tuist(project: .tuist())`.
public struct Tuist: Sendable {
    public let project: TuistProject

    public init(fullHandle: String? = nil, url: String = "https://tuist.dev", project: TuistProject) {
        self.project = project
    }
}

public enum TuistProject: Sendable {
    case tuist(compatibleXcodeVersions: CompatibleXcodeVersions = .all, swiftVersion: Version? = nil)
}

public enum CompatibleXcodeVersions: Sendable {
    case all
}

public struct Version: Sendable {
    public let major: Int
    public let minor: Int
    public let patch: Int

    public init(_ major: Int, _ minor: Int, _ patch: Int) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }
}
