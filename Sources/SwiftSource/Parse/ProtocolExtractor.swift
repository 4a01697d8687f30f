import MockKit
import ScaffoldCore
import SwiftSyntax

/// Parses one Swift file with SwiftSyntax and reads its imports and protocol declarations.
public enum ProtocolExtractor {
    /// `path` is how diagnostics name the file (root-relative); `annotation` marks protocols to mock (`@mockable`),
    /// besides Sourcery's marks (see `MockSelection`).
    public static func parse(source: String, path: String, annotation: String) -> ParsedFile {
        parse(source: source, path: path, selection: MockSelection(annotation: annotation))
    }

    /// The same with the marks that select protocols spelled out.
    public static func parse(source: String, path: String, selection: MockSelection) -> ParsedFile {
        var source = source
        return source.withUTF8 { parse(utf8: $0, path: path, selection: selection) }
    }

    public static func parse(bytes: [UInt8], path: String, annotation: String) -> ParsedFile {
        parse(bytes: bytes, path: path, selection: MockSelection(annotation: annotation))
    }

    /// The same from a file's bytes.
    public static func parse(bytes: [UInt8], path: String, selection: MockSelection) -> ParsedFile {
        bytes.withUnsafeBufferPointer { parse(utf8: $0, path: path, selection: selection) }
    }

    private static func parse(utf8 source: UnsafeBufferPointer<UInt8>, path: String, selection: MockSelection) -> ParsedFile {
        let tree = parseDeclarations(source)
        let lines = SourceLines(source)
        if tree.hasError {
            return ParsedFile(warnings: [SyntaxErrorLocator.warning(in: tree, lines: lines, path: path)], failedToParse: true)
        }
        var walker = TopLevelWalker(reader: ProtocolDeclarationReader(selection: selection, lines: lines, path: path))
        walker.walk(tree.statements, condition: nil)
        var parsed = ParsedFile(imports: walker.imports, declarations: walker.declarations, warnings: walker.warnings)
        parsed.selectedExtensions = walker.selectedExtensions
        return parsed
    }

    /// The tree of the file with its bodies blanked (`BodyBlanking`), or of the file itself when that cannot be
    /// trusted or does not parse (a syntax error is then reported where it is).
    private static func parseDeclarations(_ source: UnsafeBufferPointer<UInt8>) -> SourceFileSyntax {
        if let blanked = BodyBlanking.blanked(source) {
            let tree = blanked.withUnsafeBufferPointer { SwiftParsing.parse($0) }
            if !tree.hasError { return tree }
        }
        return SwiftParsing.parse(source)
    }
}

/// Visits top-level declarations only, never function bodies: protocols can be declared nowhere else
/// except inside types, which are searched just for annotated protocols to report.
private struct TopLevelWalker {
    let reader: ProtocolDeclarationReader
    var imports: [String] = []
    var declarations: [ProtocolDeclaration] = []
    var selectedExtensions: [LocatedName] = []
    var warnings: [Diagnostic] = []

    mutating func walk(_ statements: CodeBlockItemListSyntax, condition: String?) {
        for statement in statements.typedElements {
            guard case .decl(let decl) = statement.item else { continue }
            if let protocolDecl = decl.as(ProtocolDeclSyntax.self) {
                declarations.append(reader.read(protocolDecl, enclosingCondition: condition))
            } else if let importDecl = decl.as(ImportDeclSyntax.self) {
                let module = importDecl.importKindSpecifier == nil
                    ? importDecl.path.typedElements.map(\.name.text).joined(separator: ".")
                    : importDecl.path.first?.name.text ?? ""
                // Under `#if canImport(FoundationNetworking)` and the like, kept with its condition; an `#else`
                // or `#elseif` clause's condition cannot be written as one `#if`, so those are left out.
                let entry = condition.map { $0.hasPrefix("#if ") ? MockImport.guarded(module, condition: String($0.dropFirst(4))) : "" }
                    ?? module
                if !module.isEmpty && !entry.isEmpty && !imports.contains(entry) { imports.append(entry) }
            } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses.typedElements {
                    guard case .statements(let nested) = clause.elements else { continue }
                    walk(nested, condition: condition ?? directive(clause))
                }
            } else if let members = memberBlock(of: decl) {
                if decl.kind == .extensionDecl, let selected = MarkReader(selection: reader.selection).selectedExtension(
                    decl.cast(ExtensionDeclSyntax.self), location: reader.location(at:)
                ) {
                    selectedExtensions.append(selected)
                }
                if let name = Self.nestingName(of: decl) { readNestedProtocols(in: members, namespace: [name], condition: condition) }
            }
        }
    }

    private func directive(_ clause: IfConfigClauseSyntax) -> String {
        MemberReader.directive(clause)
    }

    /// Protocols declared in types (SE-0404), annotated or not (they may be parents), each with the names of the
    /// types around it. A generic type cannot hold a protocol, so none is looked for in one.
    private mutating func readNestedProtocols(in members: MemberBlockItemListSyntax, namespace: [String], condition: String?) {
        for item in members.typedElements {
            if let protocolDecl = item.decl.as(ProtocolDeclSyntax.self) {
                declarations.append(reader.read(protocolDecl, enclosingCondition: condition, namespace: namespace))
            } else if let nested = memberBlock(of: item.decl), let name = Self.nestingName(of: item.decl) {
                readNestedProtocols(in: nested, namespace: namespace + [name], condition: condition)
            }
        }
    }

    /// The name a declaration nests others under (`Outer`, or the extended type), nil for a generic type or for
    /// a declaration that holds no types.
    static func nestingName(of decl: DeclSyntax) -> String? {
        switch decl.as(DeclSyntaxEnum.self) {
        case .classDecl(let type): type.genericParameterClause == nil ? type.name.text : nil
        case .structDecl(let type): type.genericParameterClause == nil ? type.name.text : nil
        case .enumDecl(let type): type.genericParameterClause == nil ? type.name.text : nil
        case .actorDecl(let type): type.genericParameterClause == nil ? type.name.text : nil
        case .extensionDecl(let type): type.extendedType.trimmedDescription
        default: nil
        }
    }

    /// The members of a type or extension. Matched by kind: a cast to `DeclGroupSyntax` is a runtime
    /// conformance lookup per declaration.
    private func memberBlock(of decl: DeclSyntax) -> MemberBlockItemListSyntax? {
        switch decl.kind {
        case .classDecl: decl.cast(ClassDeclSyntax.self).memberBlock.members
        case .structDecl: decl.cast(StructDeclSyntax.self).memberBlock.members
        case .enumDecl: decl.cast(EnumDeclSyntax.self).memberBlock.members
        case .actorDecl: decl.cast(ActorDeclSyntax.self).memberBlock.members
        case .extensionDecl: decl.cast(ExtensionDeclSyntax.self).memberBlock.members
        case .protocolDecl: decl.cast(ProtocolDeclSyntax.self).memberBlock.members
        default: nil
        }
    }
}
