/// A custom scheme: targets to build, test and run.
public struct Scheme: Equatable, Sendable {
    public var name: String
    public var shared: Bool
    public var hidden: Bool
    public var buildAction: BuildAction?
    public var testAction: TestAction?
    public var runAction: RunAction?

    public static func scheme(
        name: String,
        shared: Bool = true,
        hidden: Bool = false,
        buildAction: BuildAction? = nil,
        testAction: TestAction? = nil,
        runAction: RunAction? = nil
    ) -> Self {
        Scheme(name: name, shared: shared, hidden: hidden, buildAction: buildAction, testAction: testAction, runAction: runAction)
    }
}

/// A target of this project (or of another one, by path).
public struct TargetReference: Hashable, Sendable, ExpressibleByStringInterpolation {
    public var projectPath: Path?
    public var targetName: String

    init(projectPath: Path?, target: String) {
        self.projectPath = projectPath
        targetName = target
    }

    public init(stringLiteral value: String) {
        self = .init(projectPath: nil, target: value)
    }

    public static func project(path: Path, target: String) -> TargetReference {
        .init(projectPath: path, target: target)
    }

    public static func target(_ name: String) -> TargetReference {
        .init(projectPath: nil, target: name)
    }
}

public struct ConfigurationName: ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String

    public init(stringLiteral value: String) {
        rawValue = value
    }

    public static var debug: ConfigurationName { "Debug" }
    public static var release: ConfigurationName { "Release" }
}

public struct BuildAction: Equatable, Sendable {
    public var targets: [TargetReference]

    public static func buildAction(targets: [TargetReference], runPostActionsOnFailure: Bool = false) -> BuildAction {
        BuildAction(targets: targets)
    }
}

/// A target the test action runs.
public struct TestableTarget: Equatable, Sendable, ExpressibleByStringInterpolation {
    public var target: TargetReference
    public var isSkipped: Bool

    public static func testableTarget(target: TargetReference, isSkipped: Bool = false) -> Self {
        TestableTarget(target: target, isSkipped: isSkipped)
    }

    init(target: TargetReference, isSkipped: Bool) {
        self.target = target
        self.isSkipped = isSkipped
    }

    public init(stringLiteral value: String) {
        self.init(target: TargetReference(projectPath: nil, target: value), isSkipped: false)
    }
}

public struct TestAction: Equatable, Sendable {
    public var targets: [TestableTarget]
    public var configuration: ConfigurationName

    public static func targets(
        _ targets: [TestableTarget], configuration: ConfigurationName = .debug, attachDebugger: Bool = true
    ) -> Self {
        TestAction(targets: targets, configuration: configuration)
    }
}

/// Which executable a run action launches.
public enum Executable: Equatable, Sendable {
    case askOnLaunch
    case executable(TargetReference?)
}

public struct RunAction: Equatable, Sendable {
    public var configuration: ConfigurationName
    public var executable: TargetReference?
    public var askForAppToLaunch: Bool

    public static func runAction(
        configuration: ConfigurationName = .debug, attachDebugger: Bool = true, executable: TargetReference? = nil
    ) -> RunAction {
        RunAction(configuration: configuration, executable: executable, askForAppToLaunch: false)
    }

    public static func runAction(
        configuration: ConfigurationName = .debug, attachDebugger: Bool = true, executable: Executable
    ) -> RunAction {
        switch executable {
        case .askOnLaunch: RunAction(configuration: configuration, executable: nil, askForAppToLaunch: true)
        case .executable(let target): RunAction(configuration: configuration, executable: target, askForAppToLaunch: false)
        }
    }
}
