import SwiftSource
import SwiftSyntax

/// Reads a file's `FileSummary`: every type declaration and extension with its head, nested types, stored
/// properties and initializer parameters. Bodies (functions, getters, initial values, closures) are skipped.
final class SummaryReader: SyntaxVisitor {
    private let lines: LineTable
    private var types: [DeclaredType] = []
    /// Indices into `types` of the declarations being read, innermost last.
    private var open: [Int] = []
    /// Per declaration entered, whether it opened an entry (an extension of a type it cannot name does not).
    private var opened: [Bool] = []

    static func read(_ tree: SourceFileSyntax, lines: LineTable) -> FileSummary {
        let reader = SummaryReader(lines: lines)
        reader.walk(tree)
        return FileSummary(types: reader.types)
    }

    private init(lines: LineTable) {
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    // Types.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visitPost(_ node: ClassDeclSyntax) { leave(node) }
    override func visitPost(_ node: StructDeclSyntax) { leave(node) }
    override func visitPost(_ node: EnumDeclSyntax) { leave(node) }
    override func visitPost(_ node: ActorDeclSyntax) { leave(node) }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave(node) }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave(node) }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if let current = open.last { types[current].nestedTypes.append(node.name.text) }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let current = open.last else { return .skipChildren }
        if holdsMembers(current) {
            types[current].members += node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        let modifiers = TypeNames.modifiers(node.modifiers)
        guard !modifiers.contains("static"), !modifiers.contains("class") else { return .skipChildren }
        let isVar = node.bindingSpecifier.tokenKind == .keyword(.var)
        let isPrivate = modifiers.contains { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, !Self.isComputed(binding) else { continue }
            types[current].properties.append(StoredProperty(name: name, type: TypeNames.heldType(binding), isSettable: isVar && !isPrivate))
        }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let current = open.last {
            types[current].injected += node.signature.parameterClause.parameters.compactMap { TypeNames.outermost($0.type) }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let current = open.last, holdsMembers(current) { types[current].members.append(node.name.text) }
        return .skipChildren
    }

    /// Protocols and extensions list their members: what a holder of the protocol may call.
    private func holdsMembers(_ index: Int) -> Bool {
        types[index].kind == .protocol || types[index].kind == .extension
    }

    // Bodies hold no declarations other files see.
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func enter(_ node: some DeclGroupSyntax) -> SyntaxVisitorContinueKind {
        guard let head = TypeHead(node) else {
            opened.append(false)
            return .skipChildren
        }
        opened.append(true)
        if let parent = open.last, head.kind != .extension { types[parent].nestedTypes.append(head.name) }
        let name = head.kind == .extension || open.isEmpty ? head.name : types[open.last!].name + "." + head.name
        open.append(types.count)
        types.append(DeclaredType(
            name: name, kind: head.kind, line: lines.position(head.nameToken.positionAfterSkippingLeadingTrivia).line,
            attributes: head.attributes, inherited: head.inherited
        ))
        return .visitChildren
    }

    private func leave(_ node: some DeclGroupSyntax) {
        if opened.removeLast() { open.removeLast() }
    }

    /// A getter (not only `willSet`/`didSet` observers) makes a property computed.
    static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return false }
        switch block.accessors {
        case .getter: return true
        case .accessors(let accessors):
            return accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        }
    }
}
