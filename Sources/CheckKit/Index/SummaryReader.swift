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
    /// The generic parameters of the declarations being read, innermost last: a property of type `Item` in
    /// `struct Box<Item>` holds no project type.
    private var generics: [Set<String>] = []

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
        if types[current].kind == .extension {
            types[current].keyed += node.bindings.compactMap { binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let given = KeyedTypes.given(by: binding), !isGeneric(given) else { return nil }
                return KeyedType(name: name, type: given)
            }
        }
        let modifiers = TypeNames.modifiers(node.modifiers)
        guard !modifiers.contains("static"), !modifiers.contains("class") else { return .skipChildren }
        let isVar = node.bindingSpecifier.tokenKind == .keyword(.var)
        let isPrivate = modifiers.contains { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, !Self.isComputed(binding) else { continue }
            let held = (KeyedTypes.resolved(by: binding) ?? TypeNames.heldType(binding)).flatMap { isGeneric($0) ? nil : $0 }
            types[current].properties.append(StoredProperty(
                name: name, type: held, isSettable: isVar && !isPrivate, isClosure: Self.isClosure(binding)
            ))
        }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let current = open.last {
            let own = GenericParameters.names(node.genericParameterClause)
            types[current].injected += node.signature.parameterClause.parameters.compactMap { TypeNames.outermost($0.type) }
                .filter { !own.contains($0) && !isGeneric($0) }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let current = open.last, holdsMembers(current) { types[current].members.append(node.name.text) }
        return .skipChildren
    }

    private func isGeneric(_ name: String) -> Bool {
        generics.contains { $0.contains(name) }
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
        generics.append(GenericParameters.names(of: node))
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
        if opened.removeLast() {
            open.removeLast()
            generics.removeLast()
        }
    }

    /// A property whose annotation is a function type (`var load: @Sendable () async throws -> [Item]`, optional or
    /// not): a value of a struct of such properties is an implementation chosen by whoever makes it.
    static func isClosure(_ binding: PatternBindingSyntax) -> Bool {
        guard var type = binding.typeAnnotation?.type else { return false }
        while true {
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            else if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
            else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType }
            else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { type = only.type }
            else { return type.is(FunctionTypeSyntax.self) }
        }
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
