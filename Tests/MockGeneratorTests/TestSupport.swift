import Foundation
import MockKit
@testable import MockGenerator
@testable import SwiftSource
import ScaffoldCore
import XCTest

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

    /// Runs the pipeline and, like the command, writes the mocks and saves the cache.
    @discardableResult
    func runAndApply() throws -> MocksResult {
        let result = try MocksPipeline.run(configuration)
        XCTAssertEqual(try result.write(options: WriteOptions()).warnings, [])
        return result
    }
}
