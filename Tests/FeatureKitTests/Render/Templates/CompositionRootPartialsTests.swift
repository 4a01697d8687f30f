@testable import FeatureKit
import XCTest

/// The composition roots `init` writes (one per preset) say what they have in common once, in partials (issue 32:
/// AppDependencies ≈ AppViewModels, AppEnvironment ≈ AppFactory): a change to `HomeView`'s routes and links, a UseCase
/// factory, a view model factory or the screen builder is one edit, not four.
final class CompositionRootPartialsTests: XCTestCase {
    func testTheRootsIncludeTheirSharedPartsInsteadOfRepeatingThem() throws {
        let sources = try TemplateLoader.load().sources
        let shared = ["HomeRoutesAndLinks": ["AppDependencies", "AppViewModels", "AppEnvironment", "AppFactory"],
                      "RootUseCaseFactories": ["AppDependencies", "AppViewModels", "AppEnvironment", "AppFactory"],
                      "RootViewModelFactory": ["AppViewModels", "AppEnvironment", "AppFactory"],
                      "RootScreenBuilder": ["AppViewModels", "AppEnvironment", "AppFactory"]]
        for (partial, roots) in shared {
            let text = try XCTUnwrap(sources[partial]?.text, partial)
            // A line only the partial says: the roots hold it no more.
            let line = try XCTUnwrap(text.split(separator: "\n").first { $0.count > 20 }, partial)
            for root in roots {
                let rootText = try XCTUnwrap(sources[root]?.text, root)
                XCTAssertTrue(TemplateTags(rootText).tags.contains { $0.kind == .partial && $0.name == partial }, "\(root) includes \(partial)")
                XCTAssertFalse(rootText.contains(line), "\(root) repeats \(partial)'s \(line)")
            }
        }
    }
}
