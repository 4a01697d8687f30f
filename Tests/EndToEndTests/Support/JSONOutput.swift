import Foundation
import XCTest

extension ProcessOutput {
    /// Standard output as the one JSON object `--json` prints, failing the test when it is not one.
    func jsonObject(file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let object = try? JSONSerialization.jsonObject(with: Data(stdout.utf8))
        return try XCTUnwrap(object as? [String: Any], "stdout is not one JSON object:\n\(transcript)", file: file, line: line)
    }

    /// The `error` object of a failed `--json` run: code, kind, message, location, hint.
    func jsonError(file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let object = try jsonObject(file: file, line: line)
        return try XCTUnwrap(object["error"] as? [String: Any], "no `error` in the JSON:\n\(transcript)", file: file, line: line)
    }
}
