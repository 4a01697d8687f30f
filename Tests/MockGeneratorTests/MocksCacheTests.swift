import Foundation
@testable import MockGenerator
@testable import SwiftSource
import ScaffoldCore
import TextDiffTesting
import XCTest

/// The one cache in front of parsing (`SourceRecord` in a `FileCache`): what a re-run parses, renders and writes.
final class MocksCacheTests: XCTestCase {
    private func makeProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("Sources/Base.swift", "protocol Base { func base() }")
        try project.write("Sources/A.swift", "/// @mockable\nprotocol A: Base { func a() }")
        try project.write("Sources/B.swift", "/// @mockable\nprotocol B { func b() }")
        return project
    }

    private var cachePath: String { "\(Writer.cacheFolder)/\(SourceRecord.cacheName)" }

    func testUnchangedRunParsesRendersAndWritesNothing() throws {
        let project = try makeProject()
        let first = try project.runAndApply()
        XCTAssertEqual(first.stats.filesParsed, 3)
        XCTAssertNotNil(project.read(cachePath))
        let second = try MocksPipeline.run(project.configuration)
        XCTAssertEqual(second.stats, MocksStats(filesScanned: 3, filesParsed: 0, cacheHits: 3, mocks: 2, mocksRendered: 0))
        XCTAssertEqual(second.changeSet.files, [], "both mock files hold what the inputs give")
        XCTAssertEqual(second.current, ["Tests/Mocks/AMock.swift", "Tests/Mocks/BMock.swift"])
        XCTAssertEqual(second.cache?.isUnchanged, true, "an unchanged cache is not saved again")
        let report = try second.write(options: WriteOptions()).report
        XCTAssertEqual(report.paths(with: .identical), ["Tests/Mocks/AMock.swift", "Tests/Mocks/BMock.swift"])
    }

    func testChangedParentRendersOnlyTheMocksItReaches() throws {
        let project = try makeProject()
        try project.runAndApply()
        try project.write("Sources/Base.swift", "protocol Base { func base(); func more() }")
        let second = try project.runAndApply()
        XCTAssertEqual(second.stats.filesParsed, 2, "Base.swift changed, and A.swift is parsed again to render A's mock; never B.swift")
        XCTAssertEqual(second.stats.mocksRendered, 1, "A inherits from Base; B's file holds its text")
        XCTAssertEqual(second.changeSet.files, try fresh(project).changeSet.files.filter { $0.path.hasSuffix("AMock.swift") })
    }

    /// A mock whose inputs did not change but whose file is gone, or was edited, is rendered from its files parsed
    /// again (the cache keeps outlines), its parent's file included.
    func testMissingOrEditedMockIsRenderedFromItsSources() throws {
        let project = try makeProject()
        let first = try project.runAndApply()
        try project.remove("Tests/Mocks/AMock.swift")
        try project.write("Tests/Mocks/BMock.swift", "// mine\n")
        let second = try MocksPipeline.run(project.configuration)
        XCTAssertEqual(second.stats.filesParsed, 3, "A's files and B's, to render their mocks")
        XCTAssertEqual(second.changeSet.files, first.changeSet.files)
        let report = try second.write(options: WriteOptions(force: true)).report
        XCTAssertEqual(report.paths(with: .create), ["Tests/Mocks/AMock.swift"])
        XCTAssertEqual(report.paths(with: .force), ["Tests/Mocks/BMock.swift"])
        XCTAssertTrue(try XCTUnwrap(project.read("Tests/Mocks/AMock.swift")).contains("baseCallCount"), "Base's requirement")
    }

    /// The manifest vouches that scaffold wrote the file: without it a mock is rendered and goes through the writer.
    func testMockTheManifestDoesNotRecordIsRenderedAgain() throws {
        let project = try makeProject()
        try project.runAndApply()
        try project.remove(".scaffold/manifest.json")
        let second = try MocksPipeline.run(project.configuration)
        XCTAssertEqual(second.stats.mocksRendered, 2)
        XCTAssertEqual(Set(try second.write(options: WriteOptions()).report.paths(with: .identical)),
                       ["Tests/Mocks/AMock.swift", "Tests/Mocks/BMock.swift"], "no false conflict: the bytes are the same")
    }

    func testChangedFileIsParsedAgain() throws {
        let project = try makeProject()
        try project.runAndApply()
        try project.write("Sources/B.swift", "/// @mockable\nprotocol B { func b(); func c() }")
        let second = try project.runAndApply()
        XCTAssertEqual(second.stats.filesParsed, 1)
        XCTAssertEqual(second.stats.cacheHits, 2)
        XCTAssertEqual(second.cache?.isUnchanged, false)
        XCTAssertEqual(try MocksPipeline.run(project.configuration).stats.filesParsed, 0)
    }

    func testCacheOfAnotherVersionOrSelectionIsIgnored() throws {
        let project = try makeProject()
        try project.runAndApply()
        var configuration = project.configuration
        configuration.annotation = "@mock"
        XCTAssertEqual(try MocksPipeline.run(configuration).stats.cacheHits, 0, "another annotation selects other files")
        let file = project.root.appendingPathComponent(cachePath)
        var bytes = try Data(contentsOf: file)
        let version = Data("scaffold \(ScaffoldVersion.current) \(SourceRecord.cacheName) \(SourceRecord.format)".utf8)
        let range = try XCTUnwrap(bytes.range(of: version), "the cache records its version")
        bytes.replaceSubrange(range, with: Data(repeating: UInt8(ascii: "x"), count: version.count))
        try bytes.write(to: file)
        XCTAssertEqual(try MocksPipeline.run(project.configuration).stats.filesParsed, 3)
    }

    /// Files written moments ago carry stamps too recent to trust (`FileCache.racyWindow`), so an edit that keeps
    /// the size within the same second is read, as any other edit.
    func testAnEditKeepingTheSizeWithinTheSameSecondIsSeen() throws {
        let project = try makeProject()
        try project.runAndApply()
        try project.write("Sources/B.swift", "/// @mockable\nprotocol B { func x() }")
        let second = try project.runAndApply()
        XCTAssertEqual(second.stats.filesParsed, 1)
        XCTAssertTrue(try XCTUnwrap(project.read("Tests/Mocks/BMock.swift")).contains("xCallCount"))
    }

    /// End to end, past the racy window: a run that finds every stamp trusted reads no source; an edit that keeps
    /// the size and the modification time is still seen (the change time moved), and its mock is rendered again.
    func testAnEditKeepingTheSizeAndTheModificationTimeIsSeen() throws {
        let project = try makeProject()
        try project.runAndApply()
        // Past the racy window (`FileCache.racyWindow`), a run saves stamps the next one trusts.
        Thread.sleep(forTimeInterval: Double(FileCache<SourceRecord>.racyWindow) / 1e9 + 0.2)
        try project.runAndApply()
        let trusted = try MocksPipeline.run(project.configuration)
        XCTAssertEqual(trusted.stats.filesParsed, 0)
        XCTAssertNil(trusted.cache, "the last run's result, known from the stamps alone (MocksLastRun)")

        let path = project.root.appendingPathComponent("Sources/B.swift").path(percentEncoded: false)
        try rewriteKeepingSizeAndTime(path, "/// @mockable\nprotocol B { func x() }")
        let edited = try project.runAndApply()
        XCTAssertEqual(edited.stats.filesParsed, 1, "B.swift is read and parsed again")
        XCTAssertTrue(try XCTUnwrap(project.read("Tests/Mocks/BMock.swift")).contains("xCallCount"))
    }

    func testUnchangedRunReportsTheLastRunsWarnings() throws {
        let project = try makeProject()
        try project.write("Sources/C.swift", "/// @mockable\nprotocol C: Missing {}\n/// @mockable\nprotocol D { static func == (a: Self, b: Self) -> Bool }")
        let first = try project.runAndApply()
        XCTAssertEqual(first.warnings.count, 2)
        let second = try MocksPipeline.run(project.configuration)
        XCTAssertEqual(second.stats.filesParsed, 0)
        XCTAssertEqual(second.warnings, first.warnings)
        XCTAssertEqual(second.mocks, first.mocks)
    }

    func testOtherTestableImportsRenderEveryMockAgain() throws {
        let project = try makeProject()
        let first = try project.runAndApply()
        var configuration = project.configuration
        configuration.testableImports = ["Other"]
        let second = try MocksPipeline.run(configuration)
        XCTAssertEqual(second.stats.filesParsed, 3, "the cache keeps outlines: the files of every mock to render are parsed again")
        XCTAssertEqual(second.stats.mocksRendered, 2)
        XCTAssertNotEqual(second.changeSet.files.map(\.contents), first.changeSet.files.map(\.contents))
    }

    func testCorruptCacheIsIgnored() throws {
        let project = try makeProject()
        try project.runAndApply()
        try project.write(cachePath, "{not json")
        XCTAssertEqual(try MocksPipeline.run(project.configuration).stats.filesParsed, 3)
    }

    func testDeletingTheCacheOnlyCostsTime() throws {
        let project = try makeProject()
        let first = try project.runAndApply()
        try FileManager.default.removeItem(at: project.root.appendingPathComponent(Writer.cacheFolder))
        let second = try MocksPipeline.run(project.configuration)
        XCTAssertEqual(second.stats.filesParsed, 3)
        let report = try second.write(options: WriteOptions()).report
        XCTAssertEqual(Set(report.paths(with: .identical)), Set(first.changeSet.files.map(\.path)), "no false conflicts")
        XCTAssertNotNil(project.read(cachePath))
    }

    func testDisabledCacheParsesAndRendersEverything() throws {
        let project = try makeProject()
        try project.runAndApply()
        var configuration = project.configuration
        configuration.useCache = false
        let result = try MocksPipeline.run(configuration)
        XCTAssertEqual(result.stats.filesParsed, 3)
        XCTAssertEqual(result.stats.mocksRendered, 2)
    }

    func testDryRunSavesNoCache() throws {
        let project = try makeProject()
        _ = try MocksPipeline.run(project.configuration).write(options: WriteOptions(dryRun: true))
        XCTAssertNil(project.read(cachePath))
    }

    private func fresh(_ project: TemporaryProject) throws -> MocksResult {
        var configuration = project.configuration
        configuration.useCache = false
        return try MocksPipeline.run(configuration)
    }
}
