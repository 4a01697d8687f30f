import Foundation
import MockKit
@testable import MockParser
import ScaffoldKit
import XCTest

/// Parses `source` as `Sources/Test.swift` with the default annotation.
func parse(_ source: String, annotation: String = "@mockable") -> ParsedFile {
    ProtocolExtractor.parse(source: source, path: "Sources/Test.swift", annotation: annotation)
}

/// The single declaration in `source`, failing the test when there is not exactly one.
func declaration(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws -> ProtocolDeclaration {
    let parsed = parse(source)
    XCTAssertFalse(parsed.failedToParse, "unexpected syntax error: \(parsed.warnings)", file: file, line: line)
    XCTAssertEqual(parsed.declarations.count, 1, file: file, line: line)
    return try XCTUnwrap(parsed.declarations.first, file: file, line: line)
}

/// The members of the single protocol in `source`.
func members(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws -> [MockMember] {
    try declaration(source, file: file, line: line).model.members
}

/// A throwaway project folder: sources under `Sources/`, mocks under `Tests/Mocks/`.
final class TemporaryProject {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("mockparse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    var output: URL { root.appendingPathComponent("Tests/Mocks") }

    var configuration: MocksConfiguration {
        MocksConfiguration(sourceRoots: [root.appendingPathComponent("Sources")], outputDirectory: output, testableImports: ["App"], root: root)
    }

    func write(_ relativePath: String, _ contents: String) throws {
        let url = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    func read(_ relativePath: String) -> String? {
        FileManager.default.contents(atPath: root.appendingPathComponent(relativePath).path).map { String(decoding: $0, as: UTF8.self) }
    }

    func remove(_ relativePath: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(relativePath))
    }

    /// Runs the pipeline and, like the command, saves the cache and applies the change set.
    @discardableResult
    func runAndApply() throws -> MocksResult {
        let result = try MocksPipeline.run(configuration)
        XCTAssertNil(result.writeCache())
        for file in result.changeSet.files { try write(file.path, file.contents) }
        for path in result.changeSet.deletions { try remove(path) }
        return result
    }
}

extension MockMember {
    var method: MockMethod? { if case .method(let value) = self { value } else { nil } }
    var property: MockProperty? { if case .property(let value) = self { value } else { nil } }
    var subscriptValue: MockSubscript? { if case .subscriptRequirement(let value) = self { value } else { nil } }
    var initializer: MockInitializer? { if case .initializer(let value) = self { value } else { nil } }
    var clauses: [MockIfClause]? { if case .ifConfig(let value) = self { value } else { nil } }
}
