import Foundation
@testable import MockGenerator
@testable import SwiftSource
import ScaffoldCore
import XCTest

final class MocksCacheTests: XCTestCase {
    private func makeProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("Sources/Base.swift", "protocol Base { func base() }")
        try project.write("Sources/A.swift", "/// @mockable\nprotocol A: Base { func a() }")
        try project.write("Sources/B.swift", "/// @mockable\nprotocol B { func b() }")
        return project
    }

    func testSecondRunParsesNothingAndKeepsTheCache() throws {
        let project = try makeProject()
        let first = try project.runAndApply()
        XCTAssertEqual(first.stats.filesParsed, 3)
        XCTAssertNotNil(project.read(".scaffold/cache/\(MocksCache.fileName)"))
        XCTAssertNil(project.read("Tests/Mocks/.scaffold-mocks.cache"), "nothing of scaffold's own in the mocks folder")
        let second = try MocksPipeline.run(project.configuration)
        XCTAssertEqual(second.stats, MocksStats(filesScanned: 3, filesParsed: 0, cacheHits: 3, mocks: 2, mocksRendered: 0))
        XCTAssertFalse(second.cacheChanged, "an unchanged cache is not rewritten")
        XCTAssertEqual(second.mocks.map(\.path), first.mocks.map(\.path))
        XCTAssertEqual(second.mocks.map(\.key), first.mocks.map(\.key))
        XCTAssertEqual(Set(try second.write(options: WriteOptions()).report.paths(with: .identical)), Set(first.mocks.map(\.path)))
    }

    func testChangedParentRendersOnlyTheMocksItReaches() throws {
        let project = try makeProject()
        try project.runAndApply()
        try project.write("Sources/Base.swift", "protocol Base { func base(); func more() }")
        let second = try project.runAndApply()
        XCTAssertEqual(second.stats.filesParsed, 2, "Base.swift changed, and A.swift is parsed again to render A's mock; never B.swift")
        XCTAssertEqual(second.stats.mocksRendered, 1, "A inherits from Base; B is reused as it was")
        let fresh = try MocksPipeline.run(MocksConfiguration(
            sourceRoots: project.configuration.sourceRoots, outputDirectory: project.output,
            testableImports: ["App"], root: project.root, useCache: false
        ))
        XCTAssertEqual(second.changeSet.files, fresh.changeSet.files, "reused mocks are what a full run renders")
    }

    /// A mock whose inputs did not change but whose file is gone is rendered from its files parsed again (the
    /// cache keeps outlines), its parent's file included, and reads as the first run wrote it.
    func testMissingMockOfAnInheritingProtocolIsRenderedFromItsSources() throws {
        let project = try makeProject()
        let first = try project.runAndApply()
        try project.remove("Tests/Mocks/AMock.swift")
        let second = try MocksPipeline.run(project.configuration)
        XCTAssertEqual(second.stats.filesParsed, 0, "nothing changed: the run itself works from outlines")
        let report = try second.write(options: WriteOptions()).report
        XCTAssertEqual(report.paths(with: .create), ["Tests/Mocks/AMock.swift"])
        let written = try XCTUnwrap(project.read("Tests/Mocks/AMock.swift"))
        XCTAssertEqual(written, first.mocks.first { $0.path == "Tests/Mocks/AMock.swift" }?.contents)
        XCTAssertTrue(written.contains("baseCallCount"), "Base's requirement, from Base.swift parsed now")
    }

    func testChangedFileIsParsedAgain() throws {
        let project = try makeProject()
        try project.runAndApply()
        try project.write("Sources/B.swift", "/// @mockable\nprotocol B { func b(); func c() }")
        let second = try project.runAndApply()
        XCTAssertEqual(second.stats.filesParsed, 1)
        XCTAssertEqual(second.stats.cacheHits, 2)
        XCTAssertTrue(second.cacheChanged)
        XCTAssertEqual(try MocksPipeline.run(project.configuration).stats.filesParsed, 0)
    }

    func testCacheFromAnotherVersionOrAnnotationIsIgnored() throws {
        let project = try makeProject()
        try project.runAndApply()
        XCTAssertEqual(project.cache().files.count, 3)
        XCTAssertEqual(project.cache(annotation: "@mock").files.count, 0)

        let text = try XCTUnwrap(project.read(".scaffold/cache/\(MocksCache.fileName)"))
        XCTAssertTrue(text.contains("\"version\":\"\(MocksCache.currentVersion)\""), "the cache records its version")
        try project.write(".scaffold/cache/\(MocksCache.fileName)", text.replacingOccurrences(of: MocksCache.currentVersion, with: "scaffold 0.0 mocks cache 1"))
        XCTAssertEqual(project.cache().files.count, 0)
        XCTAssertEqual(try MocksPipeline.run(project.configuration).stats.filesParsed, 3)
    }

    func testUnchangedRunReusesMocksAndWarningsOfTheLastRun() throws {
        let project = try makeProject()
        try project.write("Sources/C.swift", "/// @mockable\nprotocol C: Missing {}\n/// @mockable\nprotocol D { static func == (a: Self, b: Self) -> Bool }")
        let first = try project.runAndApply()
        XCTAssertEqual(first.warnings.count, 2)
        let second = try MocksPipeline.run(project.configuration)
        XCTAssertEqual(second.stats.filesParsed, 0)
        XCTAssertEqual(second.warnings, first.warnings)
        XCTAssertEqual(second.mocks.map(\.path), first.mocks.map(\.path))
        XCTAssertEqual(second.mocks.map(\.key), first.mocks.map(\.key))
        XCTAssertEqual(Set(try second.write(options: WriteOptions()).report.paths(with: .identical)), Set(first.mocks.map(\.path)))
    }

    func testOtherTestableImportsRenderEveryMockAgain() throws {
        let project = try makeProject()
        let first = try project.runAndApply()
        var configuration = project.configuration
        configuration.testableImports = ["Other"]
        let second = try MocksPipeline.run(configuration)
        XCTAssertEqual(second.stats.filesParsed, 3, "the cache keeps outlines: the files of every mock to render are parsed again")
        XCTAssertEqual(second.stats.mocksRendered, 2)
        XCTAssertTrue(second.cacheChanged, "the last run no longer matches")
        XCTAssertNotEqual(second.changeSet.files.map(\.contents), first.changeSet.files.map(\.contents))
    }

    func testCorruptCacheIsIgnored() throws {
        let project = try makeProject()
        try project.runAndApply()
        try Data("{not json".utf8).write(to: project.cacheURL)
        try Data("{not json".utf8).write(to: project.root.appendingPathComponent(".scaffold/cache/\(CachedOutlines.fileName)"))
        XCTAssertEqual(try MocksPipeline.run(project.configuration).stats.filesParsed, 3)
    }

    /// The cache keeps outlines, without members; one that cannot be read is parsed again from the source, and
    /// the mocks are what a run without the cache renders.
    func testCachedOutlineThatCannotBeDecodedIsParsedAgain() throws {
        let project = try makeProject()
        try project.runAndApply()
        let url = project.root.appendingPathComponent(".scaffold/cache/\(CachedOutlines.fileName)")
        var outlines = try JSONDecoder().decode(CachedOutlines.self, from: Data(contentsOf: url))
        let original = String(decoding: try XCTUnwrap(outlines.outlines["Sources/B.swift"]).encoded, as: UTF8.self)
        XCTAssertFalse(original.contains("\"b\""), "no members in an outline: B's method b() is not cached")
        let damaged = original.replacingOccurrences(of: "\"declarations\"", with: "\"declaration?\"")
        XCTAssertNotEqual(damaged, original)
        outlines.outlines["Sources/B.swift"]?.encoded = Data(damaged.utf8)
        try JSONEncoder().encode(outlines).write(to: url)
        try project.write("Sources/A.swift", "/// @mockable\nprotocol A: Base { func a(); func again() }")
        let second = try MocksPipeline.run(project.configuration)
        XCTAssertEqual(second.stats.filesParsed, 3, "A.swift changed; B.swift's outline is unreadable; Base.swift is parsed for A's mock")
        XCTAssertEqual(second.stats.mocksRendered, 1)
        let fresh = try MocksPipeline.run(MocksConfiguration(
            sourceRoots: project.configuration.sourceRoots, outputDirectory: project.output,
            testableImports: ["App"], root: project.root, useCache: false
        ))
        XCTAssertEqual(second.changeSet.files, fresh.changeSet.files)
    }

    func testDeletingTheCacheOnlyCostsTime() throws {
        let project = try makeProject()
        let first = try project.runAndApply()
        try FileManager.default.removeItem(at: project.root.appendingPathComponent(Writer.cacheFolder))
        let second = try MocksPipeline.run(project.configuration)
        XCTAssertEqual(second.stats.filesParsed, 3)
        let report = try second.write(options: WriteOptions()).report
        XCTAssertEqual(Set(report.paths(with: .identical)), Set(first.changeSet.files.map(\.path)), "no false conflicts")
        XCTAssertNotNil(project.read(".scaffold/cache/\(MocksCache.fileName)"))
    }

    func testCachesOfEarlierVersionsBesideTheMocksAreRemoved() throws {
        let project = try makeProject()
        try project.write("Tests/Mocks/.scaffold-mocks.cache", "old")
        try project.write("Tests/Mocks/.scaffold-mocks.written", "old")
        let result = try MocksPipeline.run(project.configuration)
        XCTAssertEqual(result.retired, ["Tests/Mocks/.scaffold-mocks.cache", "Tests/Mocks/.scaffold-mocks.written"])
        XCTAssertTrue(try result.write(options: WriteOptions(dryRun: true)).retired.isEmpty, "a dry run removes nothing")
        XCTAssertNotNil(project.read("Tests/Mocks/.scaffold-mocks.cache"))
        XCTAssertEqual(try result.write(options: WriteOptions()).retired, result.retired)
        XCTAssertNil(project.read("Tests/Mocks/.scaffold-mocks.cache"))
        XCTAssertNil(project.read("Tests/Mocks/.scaffold-mocks.written"))
    }

    func testDisabledCacheParsesEverything() throws {
        let project = try makeProject()
        try project.runAndApply()
        var configuration = project.configuration
        configuration.useCache = false
        XCTAssertEqual(try MocksPipeline.run(configuration).stats.filesParsed, 3)
    }
}
