import Foundation
import ScaffoldCore
import SwiftSource

/// Everything one `scaffold mocks` run needs, in one value.
public struct MocksConfiguration: Sendable {
    /// Folders (or single files) to scan for `.swift` sources.
    public var sourceRoots: [URL]
    /// Where mocks go; must be inside `root`.
    public var outputDirectory: URL
    /// The marks that select a protocol to mock (`/// @mockable`, `// sourcery: AutoMockable`, `: AutoMockable`).
    public var selection: MockSelection
    /// Text a protocol's doc comment must contain to be mocked (`@mockable`).
    public var annotation: String {
        get { selection.annotation }
        set { selection.annotation = newValue }
    }
    /// Modules the mocks import with `@testable`, usually the app module under test.
    public var testableImports: [String]
    /// The project root: change-set paths and diagnostics are relative to it; the cache is in its `.scaffold/cache/`.
    public var root: URL
    /// Several modules, each with its sources and its test target's mocks folder; when set, `sourceRoots`,
    /// `outputDirectory` and `testableImports` are not used.
    public var modules: [MockModule] = []
    /// Whose member names the mocks use (`mocks.flavor`, `--flavor`): Mockolo's or Sourcery's AutoMockable's.
    public var flavor: MockAPIFlavor = .mockolo
    /// `AnalyticsClientProtocol` → `AnalyticsClientMock` (`mocks.dropProtocolSuffix`).
    public var dropsProtocolSuffix = false
    /// How the mocks are rendered.
    var options: MockOptions { MockOptions(flavor: flavor, dropsProtocolSuffix: dropsProtocolSuffix) }
    /// Off: every file is parsed, and no cache is read (one is still produced).
    public var useCache: Bool
    /// When the run begins reading (nanoseconds since 1970): now, unless a test says otherwise to make stamps
    /// trustworthy without waiting out the racy window (`FileCache.racyWindow`).
    var readAt: Int64?

    public init(
        sourceRoots: [URL],
        outputDirectory: URL,
        annotation: String = MockSelection.defaultAnnotation,
        selection: MockSelection? = nil,
        testableImports: [String] = [],
        root: URL,
        useCache: Bool = true
    ) {
        self.sourceRoots = sourceRoots
        self.outputDirectory = outputDirectory
        self.selection = selection ?? MockSelection(annotation: annotation)
        self.testableImports = testableImports
        self.root = root
        self.useCache = useCache
    }
}
