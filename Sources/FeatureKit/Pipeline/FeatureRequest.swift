import Foundation
import ScaffoldCore

/// What one `scaffold feature` / `scaffold plan` run asks for: the feature's description, `--persistence` and
/// `--remote`. The project it is asked of (preset, roots, `.scaffold.yml`) is `ProjectState.context`.
public struct FeatureRequest: Sendable {
    /// Where the feature description comes from.
    public enum Input: Sendable {
        case shorthand(name: String, fields: [String], operations: [String]?)
        case specFile(path: String, contents: Data)
        /// `--openapi FILE` (with `--schema`, and `--spec` merged over it).
        case openAPI(OpenAPIInput)

        /// The feature a shorthand names, whose saved spec the run reads; nil for a spec file or an OpenAPI document
        /// (a run from either replaces the saved spec without asking).
        var shorthandFeature: String? {
            if case .shorthand(let name, _, _) = self { return name }
            return nil
        }
    }

    public var input: Input
    /// `--persistence` (see `PersistenceRule`; `.scaffold.yml`'s `persistence:` is the context's).
    public var persistenceFlag: Persistence?
    /// `--remote PATH` with the shorthand: `remote: { path: PATH }`.
    public var remoteFlag: String?

    public init(input: Input, persistenceFlag: Persistence? = nil, remoteFlag: String? = nil) {
        self.input = input
        self.persistenceFlag = persistenceFlag
        self.remoteFlag = remoteFlag
    }
}
