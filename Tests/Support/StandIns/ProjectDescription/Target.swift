/// A target of a project.
public struct Target: Sendable {
    public var name: String
    public var destinations: Destinations
    public var product: Product
    public var bundleId: String
    public var deploymentTargets: DeploymentTargets?
    public var infoPlist: InfoPlist?
    public var buildableFolders: [BuildableFolder]
    public var dependencies: [TargetDependency]
    public var settings: Settings?

    /// Tuist's parameter order; `sources`, `resources`, `copyFiles`, `headers`, `entitlements`, `scripts` and the
    /// ones after `settings` are left out (all have defaults there).
    public static func target(
        name: String,
        destinations: Destinations,
        product: Product,
        productName: String? = nil,
        bundleId: String,
        deploymentTargets: DeploymentTargets? = nil,
        infoPlist: InfoPlist? = .default,
        buildableFolders: [BuildableFolder] = [],
        dependencies: [TargetDependency] = [],
        settings: Settings? = nil
    ) -> Self {
        Target(
            name: name, destinations: destinations, product: product, bundleId: bundleId, deploymentTargets: deploymentTargets,
            infoPlist: infoPlist, buildableFolders: buildableFolders, dependencies: dependencies, settings: settings
        )
    }
}

public typealias Destinations = Set<Destination>

/// A supported deployment destination.
public enum Destination: String, Sendable, Hashable, CaseIterable {
    case iPhone
    case iPad
    case mac
    case macWithiPadDesign
    case macCatalyst
    case appleWatch
    case appleTv
    case appleVision
    case appleVisionWithiPadDesign
}

/// The product a target builds (Tuist has more cases).
public enum Product: Sendable {
    case app
    case staticLibrary
    case dynamicLibrary
    case framework
    case staticFramework
    case unitTests
    case uiTests
}

/// The minimum deployment versions for each platform.
public struct DeploymentTargets: Hashable, Sendable {
    public var iOS: String?
    public var macOS: String?

    public static func iOS(_ version: String) -> DeploymentTargets {
        DeploymentTargets(iOS: version)
    }

    public static func macOS(_ version: String) -> DeploymentTargets {
        DeploymentTargets(macOS: version)
    }

    public static func multiplatform(iOS: String? = nil, macOS: String? = nil) -> Self {
        DeploymentTargets(iOS: iOS, macOS: macOS)
    }
}

/// A buildable folder: a synchronized root group in pbxproj's terms (Xcode 16).
public struct BuildableFolder: Sendable, Equatable, ExpressibleByStringLiteral {
    public var path: Path

    public static func folder(_ path: Path) -> Self {
        Self(path: path)
    }

    init(path: Path) {
        self.path = path
    }

    public init(stringLiteral value: String) {
        path = Path(stringLiteral: value)
    }
}

/// A path, relative to the manifest unless it starts with `//`.
public struct Path: ExpressibleByStringInterpolation, Hashable, Sendable {
    public var pathString: String

    public static func path(_ path: String) -> Self {
        Path(pathString: path)
    }

    init(pathString: String) {
        self.pathString = pathString
    }

    public init(stringLiteral: String) {
        pathString = stringLiteral
    }
}
