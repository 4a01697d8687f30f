import FeatureKit

/// The built-in templates of `Templates/`, loaded once for the test process by the tests that render plans with them:
/// a `TemplateSet` keeps each template's parse, so the classes sharing this one parse a template once, not once a test
/// (`swift test --filter` of RenderTests, CompositionRootRenderTests and AdoptedRegistrationRenderTests, 41 tests:
/// 10.7 → 7.1 s of CPU with the runner's own start, stop 50).
enum RenderTemplates {
    private static let loaded = Result { () throws -> TemplateSet in
        guard let folder = TemplateLocator.builtInTemplates() else { throw NotFound() }
        return try TemplateLoader.load(builtIn: folder)
    }

    /// No `Templates/` folder beside the sources: the tests run from elsewhere than a checkout.
    private struct NotFound: Error, CustomStringConvertible {
        var description: String { "no Templates/ folder found from TemplateLocator.builtInTemplates()" }
    }

    static func builtIn() throws -> TemplateSet {
        try loaded.get()
    }
}
