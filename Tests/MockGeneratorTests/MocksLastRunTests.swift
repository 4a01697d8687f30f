import Foundation
@testable import MockGenerator
import ScaffoldCore
import TextDiffTesting
import XCTest

/// An unchanged run prints the last run's result from the stamps alone (`MocksLastRun`); any change to a source,
/// an output, the manifest or the configuration is still seen, and a damaged or foreign record is ignored.
final class MocksLastRunTests: XCTestCase {
    private var lastRunPath: String { "\(Writer.cacheFolder)/\(MocksLastRun.cacheName)" }
    private var cachePath: String { "\(Writer.cacheFolder)/\(SourceRecord.cacheName)" }

    /// A project whose mocks are written, and a run that wrote nothing saved as if it began reading well after
    /// every file's last change (no waiting out the racy window).
    private func settledProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("Sources/Base.swift", "protocol Base { func base() }")
        try project.write("Sources/A.swift", "/// @mockable\nprotocol A: Base { func a() }")
        try project.write("Sources/B.swift", "/// @mockable\nprotocol B { func b() }\n/// @mockable\nprotocol C: Missing {}")
        try project.runAndApply()
        let settled = try run(project)
        XCTAssertNotNil(settled.cache, "the first run that writes nothing reads every file")
        XCTAssertNotNil(settled.lastRun)
        XCTAssertEqual(try settled.write(options: WriteOptions()).warnings, [])
        XCTAssertNotNil(project.read(lastRunPath))
        return project
    }

    /// A run as if it began reading `later` seconds after now.
    private func run(_ project: TemporaryProject, later: Double = 3, configure: (inout MocksConfiguration) -> Void = { _ in }) throws -> MocksResult {
        var configuration = project.configuration
        configuration.readAt = FileStamp.now() + Int64(later * 1e9)
        configure(&configuration)
        return try MocksPipeline.run(configuration)
    }

    func testAnUnchangedRunPrintsTheLastRunWithoutOpeningTheCache() throws {
        let project = try settledProject()
        let full = try fresh(project)
        let cacheBytes = project.read(cachePath)
        let unchanged = try run(project)
        XCTAssertNil(unchanged.cache, "the cache is not opened")
        XCTAssertNil(unchanged.lastRun, "nothing new to save")
        XCTAssertEqual(unchanged.stats, MocksStats(filesScanned: 3, filesParsed: 0, cacheHits: 3, mocks: 3, mocksRendered: 0))
        XCTAssertEqual(unchanged.mocks, full.mocks)
        XCTAssertEqual(unchanged.warnings, full.warnings, "the last run's warnings again (C's missing parent)")
        XCTAssertEqual(unchanged.warnings.count, 1)
        XCTAssertEqual(unchanged.current, ["Tests/Mocks/AMock.swift", "Tests/Mocks/BMock.swift", "Tests/Mocks/CMock.swift"])
        let report = try unchanged.write(options: WriteOptions()).report
        XCTAssertEqual(report.paths(with: .identical), ["Tests/Mocks/AMock.swift", "Tests/Mocks/BMock.swift", "Tests/Mocks/CMock.swift"])
        XCTAssertEqual(project.read(cachePath), cacheBytes)
    }

    /// The issue's case: an edit that keeps the size and the modification time to the nanosecond changes the change
    /// time, so the fingerprint differs and the file is read.
    func testAnEditKeepingTheSizeAndTheModificationTimeIsSeen() throws {
        let project = try settledProject()
        let path = project.root.appendingPathComponent("Sources/A.swift").path(percentEncoded: false)
        try rewriteKeepingSizeAndTime(path, "/// @mockable\nprotocol A: Base { func x() }")
        let edited = try run(project)
        XCTAssertNotNil(edited.cache)
        XCTAssertEqual(edited.stats.filesParsed, 2, "A.swift, and Base.swift to render A's mock")
        _ = try edited.write(options: WriteOptions())
        XCTAssertTrue(try XCTUnwrap(project.read("Tests/Mocks/AMock.swift")).contains("xCallCount"))
    }

    /// Files changed moments before the saving run began reading may change again unseen within the clock's tick:
    /// that run's record is not trusted, and the next run that reads everything saves it again.
    func testARecordOfRacyStampsIsNotTrustedThenSavedAgain() throws {
        let project = try settledProject()
        try project.write("Sources/A.swift", "/// @mockable\nprotocol A: Base { func y() }")
        _ = try run(project, later: 0).write(options: WriteOptions())
        let saving = try run(project, later: 0)
        XCTAssertNotNil(saving.lastRun, "writes nothing: saved, though A.swift and its mock changed moments ago")
        _ = try saving.write(options: WriteOptions())
        let racy = try run(project, later: 0)
        XCTAssertNotNil(racy.cache, "the record's stamps were racy when it was saved: every file is looked at again")
        XCTAssertNotNil(racy.lastRun, "and saved again, in case this run began late enough to trust them")
        _ = try run(project).write(options: WriteOptions())
        XCTAssertNil(try run(project).cache, "saved by a run that began well after the edit: trusted")
    }

    func testANewDeletedOrRenamedSourceIsSeen() throws {
        let project = try settledProject()
        try project.write("Sources/D.swift", "/// @mockable\nprotocol D { func d() }")
        let added = try run(project)
        XCTAssertNotNil(added.cache)
        XCTAssertEqual(added.changeSet.files.map(\.path), ["Tests/Mocks/DMock.swift"])
        XCTAssertNil(added.lastRun, "a run that writes saves no record")
        _ = try added.write(options: WriteOptions())
        _ = try run(project).write(options: WriteOptions())
        XCTAssertNil(try run(project).cache)

        try FileManager.default.moveItem(at: project.root.appendingPathComponent("Sources/D.swift"), to: project.root.appendingPathComponent("Sources/E.swift"))
        let renamed = try run(project)
        XCTAssertNotNil(renamed.cache)
        XCTAssertEqual(renamed.mocks.first { $0.protocolName == "D" }?.source.file, "Sources/E.swift")

        try project.remove("Sources/E.swift")
        let deleted = try run(project)
        XCTAssertNotNil(deleted.cache)
        XCTAssertEqual(deleted.changeSet.deletions, ["Tests/Mocks/DMock.swift"])
    }

    func testAnEditedOrDeletedMockAFileInTheOutputFolderOrTheManifestIsSeen() throws {
        let project = try settledProject()
        try project.write("Tests/Mocks/BMock.swift", "// mine\n")
        XCTAssertNotNil(try run(project).cache, "an edited mock")

        let project2 = try settledProject()
        try project2.remove("Tests/Mocks/AMock.swift")
        XCTAssertEqual(try run(project2).changeSet.files.map(\.path), ["Tests/Mocks/AMock.swift"])

        let project3 = try settledProject()
        try project3.write("Tests/Mocks/OldMock.swift", "\(StaleMocks.header(source: "Sources/Old.swift"))\nstruct Old {}\n")
        XCTAssertEqual(try run(project3).changeSet.deletions, ["Tests/Mocks/OldMock.swift"], "a stale mock in the output folder")

        let project4 = try settledProject()
        try project4.remove(".scaffold/manifest.json")
        XCTAssertEqual(try run(project4).stats.mocksRendered, 3, "without the manifest no mock is vouched for")
    }

    /// The record keeps the folders listed and the sources found, so an unchanged run stats them instead of walking;
    /// a file added, removed or renamed in any folder moves that folder's stamp, and the walk is made again.
    func testTheRecordedFoldersStandForTheWalkUntilOneChanges() throws {
        let project = try settledProject()
        try project.write("Sources/Feature/Inner/Deep.swift", "protocol Deep {}")
        _ = try run(project).write(options: WriteOptions())
        _ = try run(project).write(options: WriteOptions())
        let configuration = project.configuration
        let targets = try MockTargets(configuration)
        let last = try XCTUnwrap(MocksLastRun.load(Writer(root: project.root)))
        let sources = MocksLastRun.lines(try XCTUnwrap(last.sources))
        XCTAssertEqual(sources, try targets.sources(configuration).files.map(\.absolutePath))
        let folders = MocksLastRun.lines(try XCTUnwrap(last.folders)).map { RelativePath.of($0, in: project.root.standardizedFileURL.path) }
        XCTAssertEqual(folders, ["Sources", "Sources/Feature", "Sources/Feature/Inner"])
        let unchanged = try XCTUnwrap(last.resultWithoutWalking(configuration, targets: targets), "no folder changed")
        XCTAssertEqual(unchanged.stats.filesScanned, 4)
        XCTAssertNil(try run(project).cache)

        try project.write("Sources/Feature/Inner/New/E.swift", "/// @mockable\nprotocol E { func e() }")
        XCTAssertNil(last.resultWithoutWalking(configuration, targets: targets), "a new folder in a listed one")
        let added = try run(project)
        XCTAssertEqual(added.changeSet.files.map(\.path), ["Tests/Mocks/EMock.swift"])
        _ = try added.write(options: WriteOptions())
        _ = try run(project).write(options: WriteOptions())
        XCTAssertNil(try run(project).cache)

        try project.remove("Sources/Feature/Inner/Deep.swift")
        XCTAssertNotNil(try run(project).cache, "a file removed deep down")
        _ = try run(project).write(options: WriteOptions())
        try project.remove("Sources/Feature/Inner/New")
        let removed = try run(project)
        XCTAssertNotNil(removed.cache, "a listed folder removed")
        XCTAssertEqual(removed.changeSet.deletions, ["Tests/Mocks/EMock.swift"])
    }

    /// A source named `.swift` that links to no file yet can become one without any folder of the walk changing:
    /// such a walk is not kept, and each run walks again.
    func testALinkToNoFileKeepsNoListing() throws {
        let project = try settledProject()
        let link = project.root.appendingPathComponent("Sources/Link.swift")
        let target = project.root.appendingPathComponent("Elsewhere/Target.swift")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let saving = try run(project)
        let record = try XCTUnwrap(saving.lastRun)
        XCTAssertNil(record.folders)
        XCTAssertNil(record.sources)
        _ = try saving.write(options: WriteOptions())
        XCTAssertNil(try run(project).cache, "the walk and the stamps still spare the reads")

        try project.write("Elsewhere/Target.swift", "/// @mockable\nprotocol Linked { func linked() }")
        XCTAssertEqual(try run(project).changeSet.files.map(\.path), ["Tests/Mocks/LinkedMock.swift"])
    }

    func testAnotherConfigurationIsSeen() throws {
        let project = try settledProject()
        XCTAssertNotNil(try run(project) { $0.testableImports = ["Other"] }.cache)
        XCTAssertNotNil(try run(project) { $0.flavor = .sourcery }.cache)
        XCTAssertNotNil(try run(project) { $0.annotation = "@mock" }.cache)
        XCTAssertNotNil(try run(project) { $0.dropsProtocolSuffix = true }.cache)
        XCTAssertNil(try run(project).cache, "the saved record still stands for the first configuration")
    }

    func testADamagedOrForeignRecordIsIgnored() throws {
        let project = try settledProject()
        try project.write(lastRunPath, "{not json")
        let damaged = try run(project)
        XCTAssertNotNil(damaged.cache)
        XCTAssertNotNil(damaged.lastRun, "written again")
        _ = try damaged.write(options: WriteOptions())
        XCTAssertNil(try run(project).cache)

        let text = try XCTUnwrap(project.read(lastRunPath))
        try project.write(lastRunPath, text.replacingOccurrences(of: MocksLastRun.currentVersion, with: "scaffold 0.0.1 mocks last run 1"))
        XCTAssertNotNil(try run(project).cache, "another version's record")

        let other = try settledProject()
        try project.write(lastRunPath, try XCTUnwrap(other.read(lastRunPath)))
        XCTAssertNotNil(try run(project).cache, "another project's record (other paths, inodes and root)")
    }

    func testNoCacheOrADryRunSavesNoRecord() throws {
        let project = try settledProject()
        try project.remove(lastRunPath)
        XCTAssertNil(try run(project) { $0.useCache = false }.lastRun)
        let dryRun = try run(project)
        XCTAssertNotNil(dryRun.lastRun)
        _ = try dryRun.write(options: WriteOptions(dryRun: true))
        XCTAssertNil(project.read(lastRunPath))
    }

    /// Each save replaces the record whole (a temporary file, then a rename): runs saving at once leave one of
    /// their records, never a mix, and the next run trusts it.
    func testConcurrentSavesLeaveOneWholeRecord() throws {
        let project = try settledProject()
        try project.remove(lastRunPath)
        let runs = try (0..<6).map { _ in try run(project) }
        XCTAssertTrue(runs.allSatisfy { $0.lastRun != nil })
        DispatchQueue.concurrentPerform(iterations: runs.count) { index in
            XCTAssertEqual(try? runs[index].write(options: WriteOptions()).warnings, [])
        }
        XCTAssertNotNil(MocksLastRun.load(Writer(root: project.root)))
        XCTAssertNil(try run(project).cache)
    }

    private func fresh(_ project: TemporaryProject) throws -> MocksResult {
        var configuration = project.configuration
        configuration.useCache = false
        return try MocksPipeline.run(configuration)
    }

    /// The record's lists are split on their bytes: a path with letters outside ASCII, a combining accent right after
    /// the separator, a line break or a CR stays whole, and no empty path appears.
    func testTheRecordsListsSplitIntoTheirPaths() {
        let paths = ["/p/Sources/Café.swift", "\u{301}/p/Sources/Über/📦.swift", "/p/Sources/a\r.swift", "/p/Sources/b\n.swift"]
        let separator = String(UnicodeScalar(MocksLastRun.separator))
        XCTAssertEqual(MocksLastRun.lines(paths.joined(separator: separator)), paths)
        XCTAssertEqual(MocksLastRun.lines(separator + paths[0] + separator + separator), [paths[0]])
        XCTAssertEqual(MocksLastRun.lines(""), [])
    }

    /// The sources' paths are cut from the root's by bytes, as `RelativePath.of` cuts them by `Character`s: the same
    /// for every path but one whose first name under the root begins with a combining mark, which `RelativePath.of`
    /// leaves absolute (the fingerprints then differ, and such a project's unchanged runs walk).
    func testTheSourcesPathsAreRelativeToTheRootAsRelativePathMakesThem() {
        let paths = ["/p/Sources/A.swift", "/p/Sources/Café/📦.swift", "/p/Deep/er/B.swift", "/elsewhere/C.swift", "/p", "/pq/D.swift"]
        for root in ["/p", "/p/"] {
            XCTAssertEqual(MocksLastRun.relative(paths, to: root).map { Array($0.utf8) }, paths.map { Array(RelativePath.of($0, in: root).utf8) })
        }
        XCTAssertEqual(MocksLastRun.relative(["/p/\u{301}E.swift"], to: "/p").map { Array($0.utf8) }, [Array("\u{301}E.swift".utf8)])
        XCTAssertEqual(RelativePath.of("/p/\u{301}E.swift", in: "/p"), "/p/\u{301}E.swift")
    }

    /// A listing with a path that holds the separator is not kept: each run walks.
    func testAPathHoldingTheSeparatorKeepsNoListing() throws {
        let project = try settledProject()
        try project.write("Sources/Odd\u{7F}Name.swift", "protocol Odd {}")
        let saving = try run(project)
        let record = try XCTUnwrap(saving.lastRun)
        XCTAssertNil(record.sources)
        _ = try saving.write(options: WriteOptions())
        XCTAssertNil(try run(project).cache, "the walk and the stamps still spare the reads")
    }
}
