import Foundation
import ScaffoldCore

/// What one `scaffold feature` / `scaffold plan` run asks for: the feature's description and `--persistence`. The
/// project it is asked of (preset, roots, `.scaffold.yml`) is `ProjectState.context`.
public struct FeatureRequest: Sendable {
    /// Where the feature description comes from.
    public enum Input: Sendable {
        case shorthand(name: String, fields: [String], operations: [String]?)
        case specFile(path: String, contents: Data)

        /// The feature a shorthand names, whose saved spec the run reads; nil for a spec file.
        var shorthandFeature: String? {
            if case .shorthand(let name, _, _) = self { return name }
            return nil
        }
    }

    public var input: Input
    /// `--persistence` (see `PersistenceRule`; `.scaffold.yml`'s `persistence:` is the context's).
    public var persistenceFlag: Persistence?

    public init(input: Input, persistenceFlag: Persistence? = nil) {
        self.input = input
        self.persistenceFlag = persistenceFlag
    }
}
