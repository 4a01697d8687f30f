import SwiftSyntax

/// Every rule of a file in one walk of its syntax, each rule seeing exactly the nodes and in the order its own walk
/// would: a node is handed to each rule still reading, and a rule that skips a node's children is handed nothing
/// below it until that node's `visitPost`. A walk per rule cost a cold `check` a third of its CPU (stop 42's profile:
/// the rules' walks 35%, nine mention rules each walking every body of every file); the tree is now walked once,
/// and not below a node every rule skips (a body no rule reads).
///
/// A node kind is handed over only where this visitor overrides it: every kind a rule overrides (`visit` or
/// `visitPost`, in Rules/ and RuleVisitor) must be here, which `RuleWalkTests` checks against the sources.
final class RuleWalk: SyntaxVisitor {
    private let rules: [RuleVisitor]
    /// Per rule, the node whose children it skipped; nil while it reads the walk.
    private var skippedAt: [SyntaxIdentifier?]
    /// How many rules are reading (not inside a node they skipped).
    private var reading: Int

    private init(rules: [RuleVisitor]) {
        self.rules = rules
        self.skippedAt = Array(repeating: nil, count: rules.count)
        self.reading = rules.count
        super.init(viewMode: .sourceAccurate)
    }

    /// Runs `types` over `file` in one walk: each rule's findings and records, in the order of `types`.
    static func run(_ types: [any Rule.Type], on file: CheckFile) -> [(findings: [Finding], records: [RuleRecord])] {
        let rules: [RuleVisitor] = types.map { $0.init(file: file, description: $0.description) }
        RuleWalk(rules: rules).walk(file.tree)
        return rules.map { ($0.findings, $0.records) }
    }

    @inline(__always)
    private func enter(_ id: SyntaxIdentifier, _ visit: (RuleVisitor) -> SyntaxVisitorContinueKind) -> SyntaxVisitorContinueKind {
        for index in rules.indices where skippedAt[index] == nil {
            if visit(rules[index]) == .skipChildren {
                skippedAt[index] = id
                reading -= 1
            }
        }
        return reading > 0 ? .visitChildren : .skipChildren
    }

    @inline(__always)
    private func leave(_ id: SyntaxIdentifier, _ visitPost: (RuleVisitor) -> Void) {
        for index in rules.indices {
            if skippedAt[index] == nil {
                visitPost(rules[index])
            } else if skippedAt[index] == id {
                visitPost(rules[index])
                skippedAt[index] = nil
                reading += 1
            }
        }
    }

    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: SourceFileSyntax) { leave(node.id) { $0.visitPost(node) } }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: ImportDeclSyntax) { leave(node.id) { $0.visitPost(node) } }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: ClassDeclSyntax) { leave(node.id) { $0.visitPost(node) } }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: StructDeclSyntax) { leave(node.id) { $0.visitPost(node) } }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: EnumDeclSyntax) { leave(node.id) { $0.visitPost(node) } }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: ActorDeclSyntax) { leave(node.id) { $0.visitPost(node) } }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave(node.id) { $0.visitPost(node) } }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave(node.id) { $0.visitPost(node) } }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: FunctionDeclSyntax) { leave(node.id) { $0.visitPost(node) } }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: InitializerDeclSyntax) { leave(node.id) { $0.visitPost(node) } }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: SubscriptDeclSyntax) { leave(node.id) { $0.visitPost(node) } }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: TypeAliasDeclSyntax) { leave(node.id) { $0.visitPost(node) } }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: VariableDeclSyntax) { leave(node.id) { $0.visitPost(node) } }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: CodeBlockSyntax) { leave(node.id) { $0.visitPost(node) } }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: AccessorBlockSyntax) { leave(node.id) { $0.visitPost(node) } }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: ClosureExprSyntax) { leave(node.id) { $0.visitPost(node) } }
    override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: InitializerClauseSyntax) { leave(node.id) { $0.visitPost(node) } }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: AttributeSyntax) { leave(node.id) { $0.visitPost(node) } }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: IdentifierTypeSyntax) { leave(node.id) { $0.visitPost(node) } }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: DeclReferenceExprSyntax) { leave(node.id) { $0.visitPost(node) } }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: MemberAccessExprSyntax) { leave(node.id) { $0.visitPost(node) } }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: FunctionCallExprSyntax) { leave(node.id) { $0.visitPost(node) } }
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: StringLiteralExprSyntax) { leave(node.id) { $0.visitPost(node) } }
}
