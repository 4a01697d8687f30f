/// A target dependency (Tuist has more cases: project, framework, xcframework, sdk, external, …).
public enum TargetDependency: Hashable, Sendable {
    public enum PackageType: Hashable, Sendable {
        case runtime
        case runtimeEmbedded
        case plugin
        case macro
    }

    /// Dependency on another target within the same project.
    case target(name: String, status: LinkingStatus = .required, condition: PlatformCondition? = nil)
    /// Dependency on a Swift package product using Xcode's native integration.
    case package(product: String, type: PackageType = .runtime, condition: PlatformCondition? = nil)
    case xctest
}

public enum LinkingStatus: String, Hashable, Sendable {
    case required
    case optional
    case none
}

public struct PlatformCondition: Hashable, Sendable {
    public let platformFilters: Set<String>
}

/// A Swift package of the project: the legacy model (still accepted, deprecated in `Project.init`).
public enum Package: Equatable, Sendable {
    case remote(url: String, requirement: String)
    case local(path: Path, groupPath: Path?, excludingPath: Path?, keepStructure: Bool)

    /// Add a dependency to a local package on the filesystem.
    public static func package(path: Path) -> Package {
        .local(path: path, groupPath: nil, excludingPath: nil, keepStructure: false)
    }
}

extension Package {
    /// A Swift package dependency and its enabled traits (Tuist's current model).
    public struct Dependency: Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            case fileSystem(path: Path)
        }

        public struct Trait: Hashable, Sendable, ExpressibleByStringLiteral {
            public static let defaults = Self(name: "default")
            public let name: String

            public init(name: String) {
                self.name = name
            }

            public init(stringLiteral value: String) {
                self.init(name: value)
            }
        }

        public let kind: Kind
        public let traits: Set<Trait>

        public init(kind: Kind, traits: Set<Trait> = [.defaults]) {
            self.kind = kind
            self.traits = traits
        }

        public var package: Package {
            switch kind {
            case .fileSystem(let path): .package(path: path)
            }
        }

        /// Creates a local package dependency with enabled traits.
        public static func package(path: Path, traits: Set<Trait> = [.defaults]) -> Dependency {
            .init(kind: .fileSystem(path: path), traits: traits)
        }
    }
}
