import AdoptKit
import FeatureKit
import Foundation
import ScaffoldCore

/// How the pipeline reads where a feature registers in an adopted app: AdoptKit's reader over the module's sources
/// (SwiftSyntax stays out of FeatureKit), for each feature a run plans.
enum AppRegistration {
    static func sites(in context: ProjectContext) -> (@Sendable (String) -> RegistrationSites)? {
        guard let app = context.config?.existingApp else { return nil }
        let root = context.root, sources = [context.roots.sources]
        return { feature in
            RegistrationSiteReader.read(
                root: root, app: app, sources: sources, feature: feature, routeCase: Registration.routeCase(feature: feature)
            )
        }
    }
}
