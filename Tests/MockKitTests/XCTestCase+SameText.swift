import XCTest

extension XCTestCase {
    /// Compares line by line so a failure names the first differing line.
    func assertSameText(_ actual: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        let actualLines = actual.components(separatedBy: "\n")
        let expectedLines = expected.components(separatedBy: "\n")
        for (index, (got, want)) in zip(actualLines, expectedLines).enumerated() where got != want {
            XCTFail("line \(index + 1): got `\(got)`, expected `\(want)`", file: file, line: line)
            return
        }
        XCTAssertEqual(actualLines.count, expectedLines.count, "line count", file: file, line: line)
    }
}
