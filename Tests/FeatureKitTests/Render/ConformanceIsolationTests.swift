import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// What the Linux harness cannot show (Tests/Support/README.md, "What only the SDK shows"): against Apple's iOS 17
/// SDK, under Xcode 26's MainActor default isolation, an unmarked extension's conformance is inferred main-actor
/// isolated (SE-0470; that SDK's `Sendable` does not refine `SendableMetatype`), and nonisolated code can no longer
/// use it. Linux's standard library hides that, so this holds the line where `make sdk-check` cannot run: every
/// conformance generated code declares in an extension states its isolation.
final class ConformanceIsolationTests: XCTestCase {
    func testEveryConformanceDeclaredInAnExtensionSaysItIsNonisolated() throws {
        let templates = try TemplateLoader.load(builtIn: XCTUnwrap(TemplateLocator.builtInTemplates()))
        var checked = 0
        for preset in Preset.all {
            for persistence in [Persistence.memory, .json] {
                var spec = Specs.wallet()
                spec.persistence = persistence
                let files = try Renderer(templates: templates).render(Specs.plan(spec, preset: preset)).files
                for file in files where file.path.hasPrefix("Sources/") {
                    for line in file.contents.split(separator: "\n") where line.hasPrefix("extension ") && line.contains(":") {
                        XCTFail("\(preset.name), \(persistence): \(file.path) declares `\(line)`; write `nonisolated extension`")
                    }
                    checked += file.contents.components(separatedBy: "\nnonisolated extension ").count - 1
                }
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 8, "every preset's store conforms in a nonisolated extension")
    }
}
