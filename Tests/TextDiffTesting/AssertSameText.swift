import ScaffoldCore
import XCTest

/// The one comparison of texts the tests use (mocks, rendered files, golden trees): on a difference it fails
/// with a unified diff (`-` expected, `+` actual), the way a reviewer reads a change, instead of two long strings.
public func assertSameText(
    _ actual: String, _ expected: String, _ name: String = "text", file: StaticString = #filePath, line: UInt = #line
) {
    guard let diff = textDifference(actual, expected, name) else { return }
    XCTFail("\(name) differs from what was expected (- expected, + actual):\n\(diff)", file: file, line: line)
}

/// The unified diff from `expected` to `actual`, nil when they are the same bytes.
public func textDifference(_ actual: String, _ expected: String, _ name: String) -> String? {
    guard !actual.utf8.elementsEqual(expected.utf8) else { return nil }
    return UnifiedDiff.make(old: expected, new: actual, path: name) ?? "(\(name): the texts differ only in Unicode normalization)"
}
