import BuiltInTemplates
@testable import FeatureKit
import XCTest

/// The templates compiled into scaffold are the files of `Templates/`, byte for byte, every one of them.
final class BuiltInTemplatesTests: XCTestCase {
    func testTheCompiledInTemplatesAreTheFilesOfTemplates() throws {
        let folder = try XCTUnwrap(TemplateLocator.builtInTemplates())
        let files = try TemplateLoader.load(builtIn: folder).sources.mapValues(\.text)
        XCTAssertEqual(Set(BuiltInTemplates.all.keys), Set(files.keys))
        for (name, text) in files {
            XCTAssertEqual(BuiltInTemplates.all[name], text, "\(name) differs from Templates/\(name).mustache")
        }
    }

    func testABuiltInTemplateIsShownWithItsFileInScaffoldsSources() throws {
        let set = try TemplateLoader.load()
        XCTAssertEqual(set.sources["RowView"]?.path, "Templates/RowView.mustache")
        XCTAssertEqual(set.sources["RowView"]?.isOverride, false)
    }
}
