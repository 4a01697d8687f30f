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
        XCTAssertNotNil(project.read("Tests/Mocks/\(MocksCache.fileName)"))
        let second = try MocksPipeline.run(project.configuration)
        XCTAssertEqual(second.stats, MocksStats(filesScanned: 3, filesParsed: 0, cacheHits: 3, mocks: 2, mocksRendered: 0))
        XCTAssertNil(second.cache, "an unchanged cache is not rewritten")
        XCTAssertEqual(second.changeSet, first.changeSet)
    }

    func testChangedParentRendersOnlyTheMocksItReaches() throws {
        let project = try makeProject()
        try project.runAndApply()
        try project.write("Sources/Base.swift", "protocol Base { func base(); func more() }")
        let second = try project.runAndApply()
        XCTAssertEqual(second.stats.filesParsed, 1)
        XCTAssertEqual(second.stats.mocksRendered, 1, "A inherits from Base; B is reused as it was")
        let fresh = try MocksPipeline.run(MocksConfiguration(
            sourceRoots: project.configuration.sourceRoots, outputDirectory: project.output,
            testableImports: ["App"], root: project.root, useCache: false
        ))
        XCTAssertEqual(second.changeSet.files, fresh.changeSet.files, "reused mocks are what a full run renders")
    }

    func testChangedFileIsParsedAgain() throws {
        let project = try makeProject()
        try project.runAndApply()
        try project.write("Sources/B.swift", "/// @mockable\nprotocol B { func b(); func c() }")
        let second = try project.runAndApply()
        XCTAssertEqual(second.stats.filesParsed, 1)
        XCTAssertEqual(second.stats.cacheHits, 2)
        XCTAssertNotNil(second.cache)
        XCTAssertEqual(try MocksPipeline.run(project.configuration).stats.filesParsed, 0)
    }

    func testCacheFromAnotherVersionOrAnnotationIsIgnored() throws {
        let project = try makeProject()
        try project.runAndApply()
        let cacheURL = project.configuration.cacheURL
        XCTAssertEqual(MocksCache.load(from: cacheURL, annotation: "@mockable").entries.count, 3)
        XCTAssertEqual(MocksCache.load(from: cacheURL, annotation: "@mock").entries.count, 0)

        var bytes = [UInt8](try Data(contentsOf: cacheURL))
        let version = Array(MocksCache.currentVersion.utf8)
        XCTAssertEqual(Array(bytes[1...version.count]), version, "the cache starts with its version")
        bytes[version.count] = UInt8(ascii: "x")
        try Data(bytes).write(to: cacheURL)
        XCTAssertEqual(MocksCache.load(from: cacheURL, annotation: "@mockable").entries.count, 0)
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
        XCTAssertEqual(second.changeSet, first.changeSet)
    }

    func testOtherTestableImportsRenderAgainFromCachedParses() throws {
        let project = try makeProject()
        let first = try project.runAndApply()
        var configuration = project.configuration
        configuration.testableImports = ["Other"]
        let second = try MocksPipeline.run(configuration)
        XCTAssertEqual(second.stats.filesParsed, 0, "the parses are still valid")
        XCTAssertNotNil(second.cache, "the last run no longer matches")
        XCTAssertNotEqual(second.changeSet.files.map(\.contents), first.changeSet.files.map(\.contents))
    }

    func testCorruptCacheIsIgnored() throws {
        let project = try makeProject()
        try project.runAndApply()
        try Data("{not json".utf8).write(to: project.configuration.cacheURL)
        XCTAssertEqual(try MocksPipeline.run(project.configuration).stats.filesParsed, 3)
    }

    func testDisabledCacheParsesEverything() throws {
        let project = try makeProject()
        try project.runAndApply()
        var configuration = project.configuration
        configuration.useCache = false
        XCTAssertEqual(try MocksPipeline.run(configuration).stats.filesParsed, 3)
    }
}
