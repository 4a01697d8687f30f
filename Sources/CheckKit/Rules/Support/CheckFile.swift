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
    /// The file's bytes, for searches of a node's text that spare a walk of its syntax.
    private let bytes: [UInt8]
    private(set) var lookups: Set<String> = []
    private var scopes: [SyntaxIdentifier: TypeScope] = [:]

    init(place: PlacedFile, preset: Preset, tree: SourceFileSyntax, lines: LineTable, index: ProjectIndex, bytes: [UInt8] = []) {
        self.place = place
        self.preset = preset
        self.tree = tree
        self.lines = lines
        self.index = index
        self.bytes = bytes
    }

    /// Whether the text of `node` (trivia aside) holds one of `words` (lowercase), compared without regard to
    /// case: a necessary condition some rules test before they walk a body (`error` for `errorMessage = …`).
    func text(of node: some SyntaxProtocol, containsAnyOf words: [[UInt8]]) -> Bool {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
        // Without the bytes (a file checked from a tree alone) the search cannot rule anything out.
        guard !bytes.isEmpty else { return true }
        guard start < end, end <= bytes.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            words.contains { word in
                guard let first = word.first, end - start >= word.count else { return false }
                var index = start
                while index <= end - word.count {
                    if Self.lowered(buffer[index]) == first {
                        var matched = 1
                        while matched < word.count, Self.lowered(buffer[index + matched]) == word[matched] { matched += 1 }
                        if matched == word.count { return true }
                    }
                    index += 1
                }
                return false
            }
        }
    }

    /// Whether a name starts with a capital letter, read from the file's bytes: most names in a body are values
    /// (`viewModel`, `title`), and making a `String` of each to find out cost more than the check (perf, real-app
    /// corpus: the visit of names went from 3.6% to 2.8% of a cold run's CPU).
    func startsCapitalized(_ token: TokenSyntax) -> Bool {
        let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
        guard offset < bytes.count else { return bytes.isEmpty }
        // A name in backticks (`` `Type` ``) is read after its backtick.
        let first = bytes[offset] == UInt8(ascii: "`") && offset + 1 < bytes.count ? bytes[offset + 1] : bytes[offset]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    public var path: String { place.path }

    /// The modules the file imports (`SwiftData`), from its top-level `import`s, `#if` clauses included.
    private(set) lazy var imports: Set<String> = Self.imports(in: tree.statements)

    private static func imports(in statements: CodeBlockItemListSyntax) -> Set<String> {
        var found: Set<String> = []
        for statement in statements {
            if let declaration = statement.item.as(ImportDeclSyntax.self), let module = declaration.path.first?.name.text {
                found.insert(module)
            } else if let conditional = statement.item.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .statements(let nested) = clause.elements { found.formUnion(imports(in: nested)) }
                }
            }
        }
        return found
    }
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

    /// The HTTP client protocols the project declares (`HTTPClient`): an app that has one keeps URLSession behind it.
    func httpClientProtocols() -> [String] {
        lookups.insert(ProjectIndex.httpClientsLookup)
        return index.httpClientProtocols
    }

    /// The type a dependency container's key gives (`@Injected(\.walletRepository)`); nil when no extension declares it.
    func keyedType(_ key: KeyedTypes.Key) -> String? {
        lookups.insert(ProjectIndex.keyLookup(key.name))
        return index.keyedType(key.name, root: key.root)
    }

    /// A module of the repository's packages, with its layer; nil for a module from elsewhere.
    func module(named name: String) -> ProjectIndex.Module? {
        lookups.insert(ProjectIndex.moduleLookup(name))
        return index.module(name)
    }

    /// Whether the file's text names `Preview` anywhere (`#Preview`, `PreviewProvider`): without it, no type is there
    /// for previews only, and the file's tokens need not be read for their uses.
    private lazy var hasPreviews = text(of: tree, containsAnyOf: [Array("preview".utf8)])

    /// A type declaration or extension of this file, with its role.
    func scope(of node: some DeclGroupSyntax) -> TypeScope? {
        if let known = scopes[node.id] { return known }
        guard let head = TypeHead(node) else { return nil }
        let name = head.kind == .extension ? head.name : TypeHead.qualifiedName(of: node, own: head.name)
        let entry = type(named: name)
        var role: Role
        if let entry {
            role = entry.role
        } else {
            let shape = TypeShape(name: name, kind: head.kind, inherited: Set(head.inherited), attributes: Set(head.attributes), held: [])
            role = index.resolver.role(of: shape, file: place) { _ in nil }.0
        }
        // A private type only the file's previews use is their support (`PreviewProvider`'s role), whatever it conforms to.
        if head.kind != .extension, role != .support, hasPreviews, PreviewOnlyTypes.isPreviewOnly(node, name: head.name, in: tree) { role = .support }
        let scope = TypeScope(
            name: name, head: head, role: role, entry: entry, node: Syntax(node),
            declaresTypes: TypeHead.declaresTypes(node.memberBlock.members), members: node.memberBlock.members,
            genericParameters: GenericParameters.names(of: node).union(
                entry?.kind == .protocol ? node.as(ExtensionDeclSyntax.self).map { GenericParameters.associatedTypes(extending: $0, in: tree) } ?? [] : []
            )
        )
        scopes[node.id] = scope
        return scope
    }
}

/// A type declaration or extension being visited: its name (qualified), head, role and index entry. A class:
/// every rule's visitor reads the current one at each name it meets, and copying a struct of this many references
/// at each was some 4% of a cold run's CPU in retains and releases (perf, release, real-app corpus, 4,500 files).
public final class TypeScope {
    /// `Wallet`, `CountScreen.ViewModel`.
    public let name: String
    let head: TypeHead
    public let role: Role
    /// All declarations of the name together (conformances from other files' extensions).
    let entry: ProjectIndex.Entry?
    /// The declaration (its first token is its first attribute or keyword).
    let node: Syntax
    /// Its body declares types, which a rule that skips the body must still visit.
    let declaresTypes: Bool
    let members: MemberBlockItemListSyntax
    /// Its generic parameters (a protocol's associated types): names inside it that are no project type.
    let genericParameters: Set<String>

    init(
        name: String, head: TypeHead, role: Role, entry: ProjectIndex.Entry?, node: Syntax, declaresTypes: Bool,
        members: MemberBlockItemListSyntax, genericParameters: Set<String> = []
    ) {
        self.name = name
        self.head = head
        self.role = role
        self.entry = entry
        self.node = node
        self.declaresTypes = declaresTypes
        self.members = members
        self.genericParameters = genericParameters
    }

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
