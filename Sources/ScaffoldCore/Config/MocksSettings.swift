/// What `scaffold mocks` reads and where it writes, relative to the project root.
public struct MocksSettings: Sendable, Hashable {
    /// The doc-comment mark of a protocol to mock (`/// @mockable`).
    public static let defaultAnnotation = "@mockable"

    /// Folders whose Swift files are searched for protocols.
    public var sources: [String]
    /// The folder the mocks are written to.
    public var output: String
    public var annotation: String

    public init(sources: [String], output: String, annotation: String = MocksSettings.defaultAnnotation) {
        self.sources = sources
        self.output = output
        self.annotation = annotation
    }

    /// The source root in, `<test root>/Mocks` out.
    public init(defaultsFor roots: ProjectRoots) {
        self.init(sources: [roots.sources], output: "\(roots.tests)/Mocks")
    }
}
