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

    public init(
        sources: [String], output: String, annotation: String = MocksSettings.defaultAnnotation,
        markers: [MockMarker] = MockMarker.allCases, markerName: String = MockMarker.defaultName,
        modules: [MockModuleSettings] = []
    ) {
        self.modules = modules
        self.sources = sources
        self.output = output
        self.annotation = annotation
        self.markers = markers
        self.markerName = markerName
    }

    /// The source root in, `<test root>/Mocks` out.
    public init(defaultsFor roots: ProjectRoots) {
        self.init(sources: [roots.sources], output: "\(roots.tests)/Mocks")
    }
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
