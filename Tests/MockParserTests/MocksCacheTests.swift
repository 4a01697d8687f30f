import Foundation
@testable import MockParser
import ScaffoldKit
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
        XCTAssertNotNil(project.read("Tests/Mocks/.scaffold-mocks-cache.json"))
        let second = try MocksPipeline.run(project.configuration)
        XCTAssertEqual(second.stats, MocksStats(filesScanned: 3, filesParsed: 0, cacheHits: 3, mocks: 2))
        XCTAssertNil(second.cache, "an unchanged cache is not rewritten")
        XCTAssertEqual(second.changeSet, first.changeSet)
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
        var cache = MocksCache.load(from: cacheURL, annotation: "@mockable")
        XCTAssertEqual(cache.entries.count, 3)
        XCTAssertEqual(MocksCache.load(from: cacheURL, annotation: "@mock").entries.count, 0)
        cache.version = "0.0.0+0"
        try XCTUnwrap(cache.encoded()).write(to: cacheURL)
        XCTAssertEqual(try MocksPipeline.run(project.configuration).stats.filesParsed, 3)
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
