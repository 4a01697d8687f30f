import MockKit
import ScaffoldCore

/// What one Swift file contributes to `scaffold mocks`: its imports, the protocols it declares, its problems.
/// Cached per file content, so it holds everything later stages need without the syntax tree.
public struct ParsedFile: Sendable, Codable, Hashable {
    /// Modules imported unconditionally at the top level, in source order (`Foundation`, `Combine`).
    public var imports: [String]
    /// Every top-level protocol, annotated or not: unannotated ones are needed as parents of annotated ones.
    public var declarations: [ProtocolDeclaration]
    public var warnings: [Diagnostic]
    /// Extensions that select the protocol they extend (`// sourcery: AutoMockable` then `extension P {}`), wherever
    /// that protocol is declared: the extended type as written (`UserNotificationCenterProtocol`), and where the
    /// `extension` keyword is.
    public var selectedExtensions: [LocatedName] = []
    /// The file has syntax errors or cannot be read: none of its protocols are used, and mocks generated from it are kept.
    public var failedToParse: Bool

    public init(imports: [String] = [], declarations: [ProtocolDeclaration] = [], warnings: [Diagnostic] = [], failedToParse: Bool = false) {
        self.imports = imports
        self.declarations = declarations
        self.warnings = warnings
        self.failedToParse = failedToParse
    }

    /// The annotated protocols that can be mocked, with their own members (parents not yet flattened in).
    public var protocols: [MockableProtocol] {
        declarations.filter { $0.isAnnotated && $0.unmockableReason == nil }.map(\.model)
    }
}

/// One protocol as declared in a file, with what the pipeline needs beyond the model.
public struct ProtocolDeclaration: Sendable, Codable, Hashable {
    /// Members as declared in this protocol's body only.
    public var model: MockableProtocol
    /// The doc comment carries the annotation (`/// @mockable`).
    public var isAnnotated: Bool
    /// Where the `protocol` keyword is, for warnings.
    public var location: SourceLocation
    /// Why no mock can be written (an operator requirement, a private protocol, …); nil when one can.
    public var unmockableReason: String?

    public init(model: MockableProtocol, isAnnotated: Bool, location: SourceLocation, unmockableReason: String? = nil) {
        self.model = model
        self.isAnnotated = isAnnotated
        self.location = location
        self.unmockableReason = unmockableReason
    }
}
