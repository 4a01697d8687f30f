import ScaffoldCore
import SwiftSyntax
import SwiftSource

/// One file as every rule sees it: its syntax, its place, the preset, and the project's index. Names looked
/// up in the index are recorded: they are what the file's findings depend on besides its own text.
///
/// One per file and run, used by one thread.
public final class CheckFile {
    public let place: PlacedFile
    public let preset: Preset
    let tree: SourceFileSyntax
    let index: ProjectIndex
    private let lines: LineTable
    private(set) var lookups: Set<String> = []
    private var scopes: [SyntaxIdentifier: TypeScope] = [:]

    init(place: PlacedFile, preset: Preset, tree: SourceFileSyntax, lines: LineTable, index: ProjectIndex) {
        self.place = place
        self.preset = preset
        self.tree = tree
        self.lines = lines
        self.index = index
    }

    public var path: String { place.path }
    public var layer: Layer? { place.layer }

    /// Where a position of the tree is, as compilers print it.
    func position(_ position: AbsolutePosition) -> Position {
        lines.position(position)
    }

    /// Where a node's first token starts (after its leading trivia).
    func position(of node: some SyntaxProtocol) -> Position {
        position(node.positionAfterSkippingLeadingTrivia)
    }

    /// Everything the project declares under `name`, all declarations together; nil when it declares nothing.
    func type(named name: String) -> ProjectIndex.Entry? {
        lookups.insert(name)
        return index.entry(name)
    }

    /// The role a name stands for: a project type's, else what its name says.
    func role(ofTypeNamed name: String) -> Role? {
        lookups.insert(name)
        return index.role(ofTypeNamed: name)
    }

    /// A module of the repository's packages, with its layer; nil for a module from elsewhere.
    func module(named name: String) -> ProjectIndex.Module? {
        lookups.insert(ProjectIndex.moduleLookup(name))
        return index.module(name)
    }

    /// A type declaration or extension of this file, with its role.
    func scope(of node: some DeclGroupSyntax) -> TypeScope? {
        if let known = scopes[node.id] { return known }
        guard let head = TypeHead(node) else { return nil }
        let name = head.kind == .extension ? head.name : TypeHead.qualifiedName(of: node, own: head.name)
        let entry = type(named: name)
        let role: Role
        if let entry {
            role = entry.role
        } else {
            let shape = TypeShape(name: name, kind: head.kind, inherited: Set(head.inherited), attributes: Set(head.attributes), held: [])
            role = index.resolver.role(of: shape, file: place) { _ in nil }.0
        }
        let scope = TypeScope(
            name: name, head: head, role: role, entry: entry, node: Syntax(node),
            declaresTypes: TypeHead.declaresTypes(node.memberBlock.members), members: node.memberBlock.members
        )
        scopes[node.id] = scope
        return scope
    }
}

/// A type declaration or extension being visited: its name (qualified), head, role and index entry.
public struct TypeScope {
    /// `Wallet`, `CountScreen.ViewModel`.
    public var name: String
    var head: TypeHead
    public var role: Role
    /// All declarations of the name together (conformances from other files' extensions).
    var entry: ProjectIndex.Entry?
    /// The declaration (its first token is its first attribute or keyword).
    var node: Syntax
    /// Its body declares types, which a rule that skips the body must still visit.
    var declaresTypes: Bool
    var members: MemberBlockItemListSyntax

    public var kind: DeclaredType.Kind { head.kind }
    public var isExtension: Bool { head.kind == .extension }

    /// The kind of the type itself, also for an extension of a project type (`extension NetworkManager`).
    var typeKind: DeclaredType.Kind? { isExtension ? entry?.kind : head.kind }

    /// The declarations directly in the body, `#if` clauses flattened.
    var memberDecls: [DeclSyntax] { Self.flatten(members) }

    private static func flatten(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        members.flatMap { member -> [DeclSyntax] in
            guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else { return [member.decl] }
            return ifConfig.clauses.flatMap { clause -> [DeclSyntax] in
                if case .decls(let nested) = clause.elements { return flatten(nested) }
                return []
            }
        }
    }

    /// Whether a rule interested only in `roles` must visit the body: when the type has one of them, or nests types.
    func visits(_ roles: Set<Role>) -> SyntaxVisitorContinueKind {
        roles.contains(role) || declaresTypes ? .visitChildren : .skipChildren
    }
}
