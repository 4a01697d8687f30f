import Foundation
@testable import MockGenerator
import MockKit
import ScaffoldCore
import SwiftSource
import XCTest

/// The scan takes a file the cache knows by its bytes from the cache, searches any other for the marks, and
/// parses those that hold one.
final class SourceScannerTests: XCTestCase {
    private let selection = MockSelection(annotation: "@mockable")

    func testKnownFilesComeFromTheCacheAndOthersAreSearched() throws {
        let (files, cache) = try project()
        let scanned = SourceScan.scan(files, stamps: stamps(files), cache: cache, selection: selection).files
        XCTAssertEqual(scanned.map { file in
            "\(file.source.path) hit=\(file.cacheHit) annotated=\(file.record.annotated) "
                + "names=[\(file.record.declaredNames.joined(separator: ","))] parsed=\(file.parsed != nil)"
        }, [
            "Sources/Changed.swift hit=false annotated=true names=[] parsed=true",
            "Sources/Known.swift hit=true annotated=true names=[] parsed=false",
            "Sources/New.swift hit=false annotated=false names=[Base] parsed=false",
            "Sources/Parent.swift hit=true annotated=false names=[Parent] parsed=false",
        ])
        XCTAssertEqual(scanned.first?.record.outline?.protocols.map(\.name), ["Changed"], "a record keeps an outline of the parse")
    }

    func testUnreadableFileIsAWarningAndLeftOut() throws {
        let (files, cache) = try project()
        let missing = SourceFile(absolutePath: files[0].absolutePath + ".gone", path: "Sources/Gone.swift")
        let (scanned, warnings) = SourceScan.scan(files + [missing], stamps: stamps(files + [missing]), cache: cache, selection: selection)
        XCTAssertEqual(scanned.map(\.source.path), files.map(\.path))
        XCTAssertEqual(warnings.map(\.message), ["cannot read Sources/Gone.swift; its protocols are not mocked"])
    }

    /// A file parsed again that changed since it was scanned: its record describes the new bytes, and keeps no mock
    /// of the old ones.
    func testFileChangedSinceTheScanIsParsedAsItIsNow() throws {
        let (files, cache) = try project()
        var scanned = SourceScan.scan(files, stamps: stamps(files), cache: cache, selection: selection).files
        let known = try XCTUnwrap(scanned.firstIndex { $0.source.path == "Sources/Known.swift" })
        scanned[known].record.mocks = ["Known": .init(key: "k", sha256: "s")]
        let text = "/// @mockable\nprotocol Known { func b(); func c() }\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: scanned[known].source.absolutePath))
        XCTAssertEqual(SourceScan.parse([known], of: &scanned, selection: selection), 1)
        XCTAssertEqual(scanned[known].hash, ContentHash.hex(Data(text.utf8)))
        XCTAssertEqual(scanned[known].record.mocks, [:])
        XCTAssertEqual(scanned[known].parsed?.declarations.first?.model.members.count, 2)
    }

    /// Four sources and a cache that knows two of them as they are and one as it was.
    /// Each file's stamp, as the pipeline takes it before the scan.
    private func stamps(_ files: [SourceFile]) -> [FileStamp?] {
        files.map { FileSystem.stamp(of: $0.absolutePath) }
    }

    private func project() throws -> ([SourceFile], FileCache<SourceRecord>) {
        let project = try TemporaryProject()
        addTeardownBlock { _ = project }
        let texts = [
            "Sources/Changed.swift": "/// @mockable\nprotocol Changed { func a() }\n",
            "Sources/Known.swift": "/// @mockable\nprotocol Known { func b() }\n",
            "Sources/New.swift": "protocol Base {}\n",
            "Sources/Parent.swift": "protocol Parent {}\n",
        ]
        var cache = FileCache<SourceRecord>(name: SourceRecord.cacheName, format: SourceRecord.format)
        for (path, text) in texts where path != "Sources/New.swift" {
            try project.write(path, text)
            let parsed = ProtocolExtractor.parse(source: text, path: path, selection: selection)
            let record = path == "Sources/Parent.swift" ? SourceRecord(annotated: false, declaredNames: ["Parent"])
                : SourceRecord(annotated: true, declaredNames: [], outline: FileOutline(parsed))
            let hash = path == "Sources/Changed.swift" ? ContentHash.hex(Data("an older text".utf8)) : ContentHash.hex(Data(text.utf8))
            cache.record(record, at: path, hash: hash)
        }
        try project.write("Sources/New.swift", texts["Sources/New.swift"]!)
        let files = texts.keys.sorted().map { SourceFile(absolutePath: project.root.appendingPathComponent($0).path, path: $0) }
        return (files, cache)
    }
}
