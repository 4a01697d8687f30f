import SwiftSource
import SwiftSyntax

/// The head of a type declaration or extension: its name, kind, conformances, attributes and modifiers.
struct TypeHead {
    /// The declared name, or the extended type's (`Outer.Inner`), without generic arguments.
    var name: String
    var kind: DeclaredType.Kind
    /// The name's token (the extended type's first token for an extension): where findings about the type point.
    var nameToken: TokenSyntax
    var inherited: [String]
    var attributes: [String]
    var modifiers: [String]

    init?(_ node: some DeclGroupSyntax) {
        let named: (String, DeclaredType.Kind, TokenSyntax)
        switch Syntax(node).as(SyntaxEnum.self) {
        case .classDecl(let decl): named = (decl.name.text, .class, decl.name)
        case .structDecl(let decl): named = (decl.name.text, .struct, decl.name)
        case .enumDecl(let decl): named = (decl.name.text, .enum, decl.name)
        case .actorDecl(let decl): named = (decl.name.text, .actor, decl.name)
        case .protocolDecl(let decl): named = (decl.name.text, .protocol, decl.name)
        case .extensionDecl(let decl):
            guard let name = TypeNames.outermost(decl.extendedType), let token = decl.extendedType.firstToken(viewMode: .sourceAccurate)
            else { return nil }
            named = (name, .extension, token)
        default: return nil
        }
        (name, kind, nameToken) = named
        inherited = node.inheritanceClause?.inheritedTypes.compactMap { TypeNames.outermost($0.type) } ?? []
        attributes = TypeNames.attributes(node.attributes)
        modifiers = TypeNames.modifiers(node.modifiers)
    }

    /// Whether the body declares a type (directly or in an `#if` clause): a rule that skips the body of a type
    /// whose role it does not check must still visit the types nested in it.
    static func declaresTypes(_ members: MemberBlockItemListSyntax) -> Bool {
        members.contains { member in
            if member.decl.is(IfConfigDeclSyntax.self) {
                return member.decl.cast(IfConfigDeclSyntax.self).clauses.contains { clause in
                    if case .decls(let nested) = clause.elements { return declaresTypes(nested) }
                    return false
                }
            }
            return member.decl.asProtocol(DeclGroupSyntax.self) != nil
        }
    }

    /// The qualified name of a declaration: its own, after the names of the declarations it is nested in.
    static func qualifiedName(of node: some DeclGroupSyntax, own name: String) -> String {
        var names = [name]
        var parent = node.parent
        while let current = parent {
            if let group = current.asProtocol(DeclGroupSyntax.self), let head = TypeHead(group) {
                // An extension's name is already qualified (`extension Outer.Inner`).
                names.insert(head.name, at: 0)
                if head.kind == .extension { break }
            }
            parent = current.parent
        }
        return names.joined(separator: ".")
    }
}
