import Foundation
import ScaffoldCore
import SwiftSyntax

/// Finds where a module already declares some names, for `feature` and `plan` (a type declared twice does not
/// compile). Only files whose bytes mention one of the names are parsed.
public enum TopLevelTypes {
    /// `files`: root-relative paths with the bytes read.
    public static func find(_ names: Set<String>, in files: [(path: String, bytes: [UInt8])]) -> [LocatedName] {
        guard !names.isEmpty else { return [] }
        let needles = names.map { Array($0.utf8) }
        let found = parallelMap(files.map(SourceBytes.init)) { file -> [LocatedName] in
            guard SourceText.containsAny(needles, in: file.bytes) else { return [] }
            return declarations(in: String(decoding: file.bytes, as: UTF8.self), path: file.path).filter { names.contains($0.name) }
        }
        return found.flatMap { $0 }
    }

    /// Every type one file's text declares at its top level (inside `#if` clauses too): `class`, `struct`, `enum`,
    /// `actor`, `protocol` or `typealias`.
    public static func declarations(in source: String, path: String) -> [LocatedName] {
        let tree = SwiftParsing.parse(source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        var result: [LocatedName] = []
        func read(_ statements: CodeBlockItemListSyntax) {
            for statement in statements {
                guard case .decl(let decl) = statement.item else { continue }
                if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                    for clause in ifConfig.clauses {
                        if case .statements(let nested) = clause.elements { read(nested) }
                    }
                    continue
                }
                guard [.classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .typeAliasDecl].contains(decl.kind),
                      let named = decl.asProtocol(NamedDeclSyntax.self) else { continue }
                let location = converter.location(for: named.name.positionAfterSkippingLeadingTrivia)
                result.append(LocatedName(
                    name: named.name.text.trimmingCharacters(in: CharacterSet(charactersIn: "`")),
                    location: ScaffoldCore.SourceLocation(file: path, line: location.line, column: location.column)
                ))
            }
        }
        read(tree.statements)
        return result
    }
}
