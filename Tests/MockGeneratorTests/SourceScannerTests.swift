import Foundation
@testable import MockGenerator
import MockKit
import ScaffoldCore
import SwiftSource
import XCTest

/// The scan matches files against a cache decoded on another thread: the outcome must not depend on whether
/// the cache was ready when a file was hashed.
final class SourceScannerTests: XCTestCase {
    private let selection = MockSelection(annotation: "@mockable")

    func testFilesHashedBeforeTheCacheIsReadyAreMatchedOnceItIs() throws {
        let (files, cache) = try project()
        let late = BackgroundWork { () -> MocksCache in
            Thread.sleep(forTimeInterval: 0.2)
            return cache
        }
        let scanned = SourceScanner.scan(files, cache: late, selection: selection).files
        XCTAssertEqual(outcome(scanned), expected)
        XCTAssertNotNil(late.valueIfDone, "the scan returns only once the cache is there")
    }

    func testFilesHashedAfterTheCacheIsReadyAreMatchedAtOnce() throws {
        let (files, cache) = try project()
        let ready = BackgroundWork { cache }
        _ = ready.value
        XCTAssertEqual(outcome(SourceScanner.scan(files, cache: ready, selection: selection).files), expected)
    }

    func testUnreadableFileIsAWarningAndLeftOut() throws {
        let (files, cache) = try project()
        let missing = SourceFile(absolutePath: files[0].absolutePath + ".gone", path: "Sources/Gone.swift")
        let (scanned, warnings) = SourceScanner.scan(files + [missing], cache: BackgroundWork { cache }, selection: selection)
        XCTAssertEqual(scanned.map(\.source.path), files.map(\.path))
        XCTAssertEqual(warnings.map(\.message), ["cannot read Sources/Gone.swift; its protocols are not mocked"])
    }

    /// Known and unchanged: a hit with the cached entry; changed since: searched again; new: searched.
    private let expected = [
        "Sources/Changed.swift hit=false annotated=true names=[] contents=true",
        "Sources/Known.swift hit=true annotated=true names=[] contents=false",
        "Sources/New.swift hit=false annotated=false names=[Base] contents=false",
        "Sources/Parent.swift hit=true annotated=false names=[Parent] contents=false",
    ]

    private func outcome(_ files: [ScannedFile]) -> [String] {
        files.map { file in
            "\(file.source.path) hit=\(file.cacheHit) annotated=\(file.entry.annotated) "
                + "names=[\(file.entry.declaredNames.joined(separator: ","))] contents=\(file.contents != nil)"
        }
    }

    /// Four sources and a cache that knows two of them as they are and one as it was.
    private func project() throws -> ([SourceFile], MocksCache) {
        let project = try TemporaryProject()
        addTeardownBlock { _ = project }
        let texts = [
            "Sources/Changed.swift": "/// @mockable\nprotocol Changed { func a() }\n",
            "Sources/Known.swift": "/// @mockable\nprotocol Known { func b() }\n",
            "Sources/New.swift": "protocol Base {}\n",
            "Sources/Parent.swift": "protocol Parent {}\n",
        ]
        var cache = MocksCache(annotation: selection.cacheKey)
        for (path, text) in texts {
            try project.write(path, text)
            cache.files[path] = MocksCache.Entry(hash: ContentHash.hex(Data(text.utf8)), annotated: path != "Sources/Parent.swift",
                                                 declaredNames: path == "Sources/Parent.swift" ? ["Parent"] : [])
        }
        cache.files["Sources/Changed.swift"]?.hash = ContentHash.hex(Data("an older text".utf8))
        cache.files["Sources/New.swift"] = nil
        let files = texts.keys.sorted().map { SourceFile(absolutePath: project.root.appendingPathComponent($0).path, path: $0) }
        return (files, cache)
    }
}
