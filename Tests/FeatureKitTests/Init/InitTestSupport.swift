import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// `scaffold init` rendered in memory with the built-in templates, and the files of the result.
enum InitFixture {
    static func render(_ request: InitRequest) throws -> ChangeSet {
        let folder = try XCTUnwrap(TemplateLocator.builtInTemplates())
        return try InitGenerator(templates: TemplateLoader.load(builtIn: folder)).render(request)
    }

    static func render(
        _ preset: Preset = .features, name: String = "Demo", isolation: Isolation = .nonisolated, project: ProjectKind = .xcodeproj
    ) throws -> ChangeSet {
        try render(InitRequest(appName: name, preset: preset, isolation: isolation, project: project))
    }

    static func text(_ changes: ChangeSet, _ path: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try XCTUnwrap(changes.files.first { $0.path == path }?.contents, "no \(path) among \(changes.files.map(\.path))", file: file, line: line)
    }
}
