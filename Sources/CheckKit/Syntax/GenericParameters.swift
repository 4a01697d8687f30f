import SwiftSyntax

/// Generic parameters are not types: in `func loadAll<Item: Object>()` the name `Item` is the function's own
/// parameter, whatever type the project declares under that name (a view called `Item`), and so is a protocol's
/// associated type inside the protocol. Rules and summaries read names only after setting these aside.
enum GenericParameters {
    /// The generic parameters a type declares (`struct Box<Item>`), or a protocol's associated types, and the type
    /// aliases declared in its body (`typealias Item = PageDTO`: inside the type, `Item` is the alias, not the
    /// project's `Item`).
    static func names(of node: some DeclGroupSyntax) -> Set<String> {
        let aliases = node.memberBlock.members.compactMap { $0.decl.as(TypeAliasDeclSyntax.self)?.name.text }
        return parameters(of: node).union(aliases)
    }

    /// What an extension of a protocol reads as the protocol's associated types: the names its `where` clause
    /// constrains (`extension ListRepository where Item: Identifiable`, `where Item == Note`; `Self.Item` too), and the
    /// associated types of a protocol of that name declared in the same file.
    static func associatedTypes(extending node: ExtensionDeclSyntax, in tree: SourceFileSyntax) -> Set<String> {
        var names = Set<String>()
        for requirement in node.genericWhereClause?.requirements ?? [] {
            let constrained: TypeSyntax
            switch requirement.requirement {
            case .conformanceRequirement(let conformance): constrained = conformance.leftType
            case .sameTypeRequirement(let same):
                guard case .type(let left) = same.leftType else { continue }
                constrained = left
            default: continue
            }
            if let identifier = constrained.as(IdentifierTypeSyntax.self) {
                names.insert(identifier.name.text)
            } else if let member = constrained.as(MemberTypeSyntax.self), member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Self" {
                names.insert(member.name.text)
            }
        }
        let extended = node.extendedType.trimmedDescription
        for statement in tree.statements {
            guard let declared = statement.item.as(ProtocolDeclSyntax.self), declared.name.text == extended else { continue }
            names.formUnion(parameters(of: declared))
        }
        return names
    }

    private static func parameters(of node: some DeclGroupSyntax) -> Set<String> {
        switch Syntax(node).as(SyntaxEnum.self) {
        case .classDecl(let decl): return names(decl.genericParameterClause)
        case .structDecl(let decl): return names(decl.genericParameterClause)
        case .enumDecl(let decl): return names(decl.genericParameterClause)
        case .actorDecl(let decl): return names(decl.genericParameterClause)
        case .protocolDecl(let decl):
            return Set(decl.memberBlock.members.compactMap { $0.decl.as(AssociatedTypeDeclSyntax.self)?.name.text })
        default: return []
        }
    }

    static func names(_ clause: GenericParameterClauseSyntax?) -> Set<String> {
        Set(clause?.parameters.map(\.name.text) ?? [])
    }
}
