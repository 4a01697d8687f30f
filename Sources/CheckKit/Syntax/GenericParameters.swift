import SwiftSyntax

/// Generic parameters are not types: in `func loadAll<Item: Object>()` the name `Item` is the function's own
/// parameter, whatever type the project declares under that name (a view called `Item`), and so is a protocol's
/// associated type inside the protocol. Rules and summaries read names only after setting these aside.
enum GenericParameters {
    /// The generic parameters a type declares (`struct Box<Item>`), or a protocol's associated types.
    static func names(of node: some DeclGroupSyntax) -> Set<String> {
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
