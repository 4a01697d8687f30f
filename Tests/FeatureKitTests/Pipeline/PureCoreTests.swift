import Foundation
import XCTest

/// The core decides in memory: only the edges of `FeaturePipeline` touch the disk — reading the project once
/// (`ProjectState`, and the templates it loads), reading the run's input (`FeatureSource`), and handing the result to
/// the writer (`FeaturePipeline`); `init` renders a new repository apart.
final class PureCoreTests: XCTestCase {
    static let edges: Set<String> = [
        "Pipeline/ProjectState.swift", "Pipeline/FeatureSource.swift", "Pipeline/FeaturePipeline.swift",
        "Render/Templates/TemplateLoader.swift",
    ]

    func testOnlyThePipelinesEdgesTouchTheDisk() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/FeatureKit")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Init/") && !Self.edges.contains($0) }
        XCTAssertGreaterThan(files.count, 100)
        for file in files {
            let code = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            for call in ["FileSystem.", "FileManager.default", " Writer(", "ProjectLock.", "contentsOf:"] {
                XCTAssertFalse(code.contains(call), "\(file) calls \(call): the core reads the project from ProjectState")
            }
        }
    }
}
