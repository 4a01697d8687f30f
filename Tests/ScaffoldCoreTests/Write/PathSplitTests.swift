import Foundation
@testable import ScaffoldCore
import XCTest

/// `PathSplit` agrees with `NSString`'s path methods on the absolute, normalized paths the writer uses.
final class PathSplitTests: XCTestCase {
    func testSplitsLikeNSString() {
        for path in ["/tmp/project/Tests/Mocks/AMock.swift", "/AMock.swift", "/a/b", "/café/é.swift", "/a b/c d.swift"] {
            let split = PathSplit(path)
            XCTAssertEqual(split.folder, (path as NSString).deletingLastPathComponent, path)
            XCTAssertEqual(split.name, (path as NSString).lastPathComponent, path)
        }
    }
}
