import Foundation
import ScaffoldCore
import SwiftSource

/// Everything one `scaffold mocks` run needs, in one value.
public struct MocksConfiguration: Sendable {
    /// Folders (or single files) to scan for `.swift` sources.
    public var sourceRoots: [URL]
    /// Where mocks go; must be inside `root`.
    public var outputDirectory: URL
    /// Text a protocol's doc comment must contain to be mocked.
    public var annotation: String
    /// Modules the mocks import with `@testable`, usually the app module under test.
    public var testableImports: [String]
    /// The project root: change-set paths and diagnostics are relative to it; the cache is in its `.scaffold/cache/`.
    public var root: URL
    /// Off: every file is parsed, and no cache is read (one is still produced).
    public var useCache: Bool

    public init(
        sourceRoots: [URL],
        outputDirectory: URL,
        annotation: String = "@mockable",
        testableImports: [String] = [],
        root: URL,
        useCache: Bool = true
    ) {
        self.sourceRoots = sourceRoots
        self.outputDirectory = outputDirectory
        self.annotation = annotation
        self.testableImports = testableImports
        self.root = root
        self.useCache = useCache
    }
}
