/// What `scaffold mocks` reads and where it writes, relative to the project root.
public struct MocksSettings: Sendable, Hashable {
    /// The doc-comment mark of a protocol to mock (`/// @mockable`).
    public static let defaultAnnotation = "@mockable"

    /// Folders whose Swift files are searched for protocols.
    public var sources: [String]
    /// The folder the mocks are written to.
    public var output: String
    public var annotation: String
    /// Which marks select a protocol (`markers:`); all by default.
    public var markers: [MockMarker]
    /// The name in `// sourcery: AutoMockable` and of the marker protocol (`markerName:`).
    public var markerName: String
    /// Several modules, each with its sources and mocks folder (`modules:`); when given, `sources` and `output`
    /// are not used.
    public var modules: [MockModuleSettings]
    /// Whose member names the mocks use (`flavor:`); Mockolo's by default.
    public var flavor: MockAPIFlavor
    /// `dropProtocolSuffix:` as written; nil when not given.
    public var dropProtocolSuffix: Bool?

    /// Whether `AnalyticsClientProtocol`'s mock is `AnalyticsClientMock`: as written, else only in the
    /// `sourcery-classic` flavour, whose users' templates commonly did so.
    public var dropsProtocolSuffix: Bool { dropProtocolSuffix ?? (flavor == .sourceryClassic) }

    public init(
        sources: [String], output: String, annotation: String = MocksSettings.defaultAnnotation,
        markers: [MockMarker] = MockMarker.allCases, markerName: String = MockMarker.defaultName,
        modules: [MockModuleSettings] = [], flavor: MockAPIFlavor = .mockolo, dropProtocolSuffix: Bool? = nil
    ) {
        self.modules = modules
        self.flavor = flavor
        self.dropProtocolSuffix = dropProtocolSuffix
        self.sources = sources
        self.output = output
        self.annotation = annotation
        self.markers = markers
        self.markerName = markerName
    }

    /// The source root in; out, the one folder `layout` puts a feature's mocks in (an adopted app's own, so `feature`
    /// and `mocks` never write one mock twice), else `<test root>/Mocks`.
    public init(defaultsFor roots: ProjectRoots, layout: Layout? = nil) {
        self.init(sources: [roots.sources], output: layout?.mockFolder(roots: roots) ?? "\(roots.tests)/Mocks")
    }
}

/// Whose member names generated mocks use, so a team can swap generators without editing its tests
/// (Docs/Mocks.md, "API flavours").
public enum MockAPIFlavor: String, CaseIterable, Sendable, Hashable {
    /// Mockolo's: `fetchCallCount`, `fetchArgValues`, `fetchHandler`.
    case mockolo
    /// Sourcery 2.x's AutoMockable template's: `fetchIdIntUserCallsCount`, `fetchIdIntUserReceivedId`, `fetchIdIntUserClosure`.
    case sourcery
    /// The AutoMockable template before Sourcery 2.x: `fetchIdCallsCount`, `fetchIdReceivedId`, `fetchIdClosure`.
    case sourceryClassic = "sourcery-classic"
}

/// One way teams mark a protocol to mock.
public enum MockMarker: String, CaseIterable, Sendable, Hashable {
    /// Mockolo's doc comment, `/// @mockable`.
    case mockable
    /// Sourcery's annotation comment, `// sourcery: AutoMockable`, on a protocol or an extension of one.
    case sourcery
    /// Inheriting the marker protocol: `protocol P: AutoMockable`, `extension P: AutoMockable {}`.
    case conformance

    /// Sourcery's AutoMockable template's name for both the annotation and the marker protocol.
    public static let defaultName = "AutoMockable"
}

/// One module of `mocks.modules`: its name (imported with `@testable` by its mocks), its source folders and the
/// mocks folder of its test target, relative to the project root.
public struct MockModuleSettings: Sendable, Hashable {
    public var module: String
    public var sources: [String]
    public var output: String

    public init(module: String, sources: [String], output: String) {
        self.module = module
        self.sources = sources
        self.output = output
    }
}
