import Foundation
import XCTest
@testable import ScaffoldCore

/// Helpers for the configuration tests: files are written inline, diagnostics found by message substring.
enum ConfigFixture {
    static let path = "Project/.scaffold.yml"

    static func load(_ text: String) throws(ScaffoldError) -> ProjectConfig {
        try ProjectConfig.load(contents: Data(text.utf8), path: path)
    }
}

extension XCTestCase {
    /// The diagnostics a configuration must produce; fails when it loads.
    func configProblems(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [Diagnostic] {
        configProblems(bytes: Data(text.utf8), file: file, line: line)
    }

    func configProblems(bytes: Data, file: StaticString = #filePath, line: UInt = #line) -> [Diagnostic] {
        do {
            let config = try ProjectConfig.load(contents: bytes, path: ConfigFixture.path)
            XCTFail("expected the configuration to be refused, loaded \(config)", file: file, line: line)
            return []
        } catch {
            guard case .invalidConfiguration(let diagnostics) = error else {
                XCTFail("expected .invalidConfiguration, got \(error)", file: file, line: line)
                return []
            }
            XCTAssertFalse(diagnostics.isEmpty, "a refused configuration must say why", file: file, line: line)
            for diagnostic in diagnostics {
                XCTAssertEqual(diagnostic.location?.file, ConfigFixture.path, diagnostic.rendered, file: file, line: line)
                XCTAssertNotNil(diagnostic.hint, diagnostic.rendered, file: file, line: line)
            }
            return diagnostics
        }
    }

    /// Checks that one diagnostic's message contains `message`, and where it points and what its hint says.
    @discardableResult
    func expectConfig(
        _ diagnostics: [Diagnostic], _ message: String, at position: (line: Int, column: Int)? = nil,
        keyPath: String? = nil, hint: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> Diagnostic? {
        let all = diagnostics.map(\.rendered).joined(separator: "\n")
        guard let found = diagnostics.first(where: { $0.message.contains(message) }) else {
            XCTFail("no diagnostic says \"\(message)\"; got:\n\(all)", file: file, line: line)
            return nil
        }
        XCTAssertEqual(found.severity, .error, file: file, line: line)
        if let position {
            XCTAssertEqual(found.location?.line, position.line, "line of: \(found.rendered)", file: file, line: line)
            XCTAssertEqual(found.location?.column, position.column, "column of: \(found.rendered)", file: file, line: line)
        }
        if let keyPath { XCTAssertEqual(found.keyPath, keyPath, found.rendered, file: file, line: line) }
        if let hint {
            XCTAssertTrue(found.hint?.contains(hint) ?? false, "hint \"\(found.hint ?? "nil")\" lacks \"\(hint)\"", file: file, line: line)
        }
        return found
    }
}
