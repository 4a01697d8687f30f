import MockKit
import ScaffoldCore
import SwiftSource

/// What the cache keeps of a file's parse (`SourceRecord.outline`): its protocols without their members, flat —
/// all that indexing them, flattening their inheritance, naming their mocks and warning about them read. A mock to
/// render needs the whole parse, made again from the file.
struct FileOutline: Codable, Sendable, Equatable {
    var imports: [String]
    var protocols: [ProtocolOutline]
    var warnings: [Diagnostic]
    var extensions: [LocatedName]
    var failedToParse: Bool

    /// One protocol: its names, parents, place and whether it is mocked.
    struct ProtocolOutline: Codable, Sendable, Equatable {
        var name: String
        var namespace: [String]
        var mockName: String?
        /// Inherited types as written.
        var parents: [SwiftType]
        var isAnnotated: Bool
        var line: Int
        var column: Int
        /// Why no mock can be written, if so.
        var problem: String?
    }

    init(_ parsed: ParsedFile) {
        imports = parsed.imports
        protocols = parsed.declarations.map { declaration in
            ProtocolOutline(
                name: declaration.model.name, namespace: declaration.model.namespace, mockName: declaration.model.mockName,
                parents: declaration.model.inheritedTypes, isAnnotated: declaration.isAnnotated,
                line: declaration.location.line, column: declaration.location.column, problem: declaration.unmockableReason
            )
        }
        warnings = parsed.warnings
        extensions = parsed.selectedExtensions
        failedToParse = parsed.failedToParse
    }

    /// The outline as a parse of the file at `path` without members, for the index.
    func parsed(path: String) -> ParsedFile {
        var parsed = ParsedFile(
            imports: imports,
            declarations: protocols.map { outline in
                var model = MockableProtocol(name: outline.name, inheritedTypes: outline.parents)
                model.namespace = outline.namespace
                model.mockName = outline.mockName
                return ProtocolDeclaration(
                    model: model, isAnnotated: outline.isAnnotated,
                    location: SourceLocation(file: path, line: outline.line, column: outline.column), unmockableReason: outline.problem
                )
            },
            warnings: warnings, failedToParse: failedToParse
        )
        parsed.selectedExtensions = extensions
        return parsed
    }
}
