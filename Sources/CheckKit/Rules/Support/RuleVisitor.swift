import SwiftSource
import SwiftSyntax

/// What every rule is: a syntax visitor over one file that knows the type declaration it is in (with its role)
/// and reports findings there. A rule overrides `visitType` (not `visit(_: ClassDeclSyntax)`, which keeps the
/// type stack) and the visits of the nodes it reads.
public class RuleVisitor: SyntaxVisitor {
    let file: CheckFile
    let description: RuleDescription
    private(set) var findings: [Finding] = []
    private(set) var records: [RuleRecord] = []
    /// The declarations being visited, innermost last, each with the type names already mentioned in it.
    private var scopes: [(type: TypeScope, mentioned: Set<String>)] = []
    /// Per declaration entered, whether it opened a scope (an extension of a type it cannot name does not).
    private var opened: [Bool] = []

    required init(file: CheckFile, description: RuleDescription) {
        self.file = file
        self.description = description
        super.init(viewMode: .sourceAccurate)
    }

    /// The innermost type declaration or extension being visited; nil at the top level (`#Preview`, functions).
    var currentType: TypeScope? { scopes.last?.type }

    /// A type declaration or extension starts: what to do with its body.
    func visitType(_ type: TypeScope) -> SyntaxVisitorContinueKind { .visitChildren }

    /// Whether the walk goes into function bodies, getters, initial values and closures. A rule that reads only
    /// declarations (or scans the bodies it needs itself, from `visitType`) says no, and its walk then visits only
    /// the members and nested types: bodies are most of a file's nodes.
    class var readsBodies: Bool { true }

    public override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { Self.readsBodies ? .visitChildren : .skipChildren }
    public override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { Self.readsBodies ? .visitChildren : .skipChildren }
    public override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { Self.readsBodies ? .visitChildren : .skipChildren }
    public override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { Self.readsBodies ? .visitChildren : .skipChildren }

    public final override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    public final override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    public final override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    public final override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    public final override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    public final override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    public final override func visitPost(_ node: ClassDeclSyntax) { leave() }
    public final override func visitPost(_ node: StructDeclSyntax) { leave() }
    public final override func visitPost(_ node: EnumDeclSyntax) { leave() }
    public final override func visitPost(_ node: ActorDeclSyntax) { leave() }
    public final override func visitPost(_ node: ProtocolDeclSyntax) { leave() }
    public final override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

    private func enter(_ node: some DeclGroupSyntax) -> SyntaxVisitorContinueKind {
        guard let scope = file.scope(of: node) else {
            opened.append(false)
            return .skipChildren
        }
        opened.append(true)
        scopes.append((scope, []))
        return visitType(scope)
    }

    private func leave() {
        if opened.removeLast() { scopes.removeLast() }
    }

    /// Whether `name` is a generic parameter of a type being visited (or an associated type of its protocol).
    func isTypeGenericParameter(_ name: String) -> Bool {
        scopes.contains { $0.type.genericParameters.contains(name) }
    }

    /// True the first time `name` is met in the current declaration: a rule reports a name once per type.
    func firstMention(of name: String) -> Bool {
        guard !scopes.isEmpty else { return false }
        return scopes[scopes.count - 1].mentioned.insert(name).inserted
    }

    /// A finding of this rule at `node` (its first token after trivia). `subject` is the name the finding is about
    /// (the type held or named): two rules reporting one subject on one line report one violation.
    func report(_ message: String, at node: some SyntaxProtocol, startLine: Int? = nil, subject: String? = nil, hint: String? = nil) {
        report(message, at: file.position(of: node), startLine: startLine, subject: subject, hint: hint)
    }

    func report(_ message: String, at position: Position, startLine: Int? = nil, subject: String? = nil, hint: String? = nil) {
        var finding = description.finding(message, preset: file.preset.name, file: file.path, at: position, startLine: startLine, hint: hint)
        finding.subject = subject
        if subject != nil { finding.owner = currentType?.name }
        findings.append(finding)
    }

    /// Keeps a fact for judging across files (`Rule.check(records:preset:)`).
    func record(key: String, owner: String, at position: Position) {
        records.append(RuleRecord(ruleID: description.id, key: key, owner: owner, file: file.path, position: position))
    }
}

/// A rule that reads the type names each declaration mentions (in types, expressions, attributes' arguments),
/// each once, at its first mention: `mention(_:at:in:)` is called for every capitalized name but an
/// attribute's own name and a member's name (`wallet.Kind`).
class MentionVisitor: RuleVisitor {
    /// The generic parameters of the functions, initializers, subscripts and type aliases being visited, innermost last.
    private var functionGenerics: [Set<String>] = []

    /// A type name mentioned in `type` for the first time there.
    func mention(_ name: String, at token: TokenSyntax, in type: TypeScope) {}

    /// Whether the rule leaves this mention of `name` uncounted (a store a view only hands on): the name stays
    /// unmentioned, so a later mention of it in the type is its first.
    func ignores(_ name: String, at token: TokenSyntax, in type: TypeScope) -> Bool { false }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enterGenerics(node.genericParameterClause) }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { enterGenerics(node.genericParameterClause) }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { enterGenerics(node.genericParameterClause) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { enterGenerics(node.genericParameterClause) }
    override func visitPost(_ node: FunctionDeclSyntax) { functionGenerics.removeLast() }
    override func visitPost(_ node: InitializerDeclSyntax) { functionGenerics.removeLast() }
    override func visitPost(_ node: SubscriptDeclSyntax) { functionGenerics.removeLast() }
    override func visitPost(_ node: TypeAliasDeclSyntax) { functionGenerics.removeLast() }

    private func enterGenerics(_ clause: GenericParameterClauseSyntax?) -> SyntaxVisitorContinueKind {
        functionGenerics.append(GenericParameters.names(clause))
        return .visitChildren
    }

    /// Property wrappers that stand for the type they use: `@AppStorage("token") var token` reads and writes
    /// UserDefaults as much as `UserDefaults.standard.string(forKey:)` does.
    private static let wrapperTypes = ["AppStorage": "UserDefaults"]

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if let type = currentType, let name = node.attributeName.as(IdentifierTypeSyntax.self)?.name,
           let used = Self.wrapperTypes[name.text], firstMention(of: used) {
            mention(used, at: name, in: type)
        }
        // `@Injected(\.parameterRepository) var parameterRepository`: the wrapper hands over what the container's key
        // gives, named in the extension that declares the key; holding it names it as much as writing its type would.
        if let type = currentType, let key = KeyedTypes.key(of: node), let given = file.keyedType(key),
           !isGenericParameter(given), firstMention(of: given) {
            reachedThrough[given] = node.trimmedDescription
            mention(given, at: key.token, in: type)
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if file.startsCapitalized(node.name), node.parent?.is(AttributeSyntax.self) != true { found(node.name) }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard file.startsCapitalized(node.baseName) else { return .visitChildren }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return .visitChildren }
        found(node.baseName)
        return .visitChildren
    }

    /// A dependency reached through a container the type holds: `services.multiGameService` where `services` is a
    /// stored property typed as the composition root or a type nested in it (`DIContainer.Services`), and
    /// `multiGameService` is a stored property of that container, names the member's type (`MultiGameService`) as
    /// much as holding it would: a container handed over whole is a way to reach what it holds (a service locator).
    /// Read from the index (the properties' declared types), chains included (`container.services.x`).
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let type = currentType, let reached = Containers.reachedType(node, in: type, file: file),
           !isGenericParameter(reached), !ignores(reached, at: node.declName.baseName, in: type), firstMention(of: reached) {
            reachedThrough[reached] = node.trimmedDescription
            reachedVia[reached] = type.name + " " + (node.base.map { ExpressionPaths.path($0).filter { $0 != "self" } } ?? []).joined(separator: ".")
            mention(reached, at: node.declName.baseName, in: type)
        }
        return .visitChildren
    }

    /// The expression each name reached through a container was first reached by (`services.multiGameService`).
    private(set) var reachedThrough: [String: String] = [:]
    /// The type and container each name was reached through (`CreateRoomVM services`), and those already reported.
    private var reachedVia: [String: String] = [:]
    private var reportedContainers: Set<String> = []

    /// How a finding about `name` says where it was named: ` (through `services.multiGameService`)` for a type
    /// reached through a container, nothing for one named directly.
    func through(_ name: String) -> String {
        reachedThrough[name].map { " (through `\($0)`)" } ?? ""
    }

    private func found(_ token: TokenSyntax) {
        let name = token.text
        guard let type = currentType, ExpressionPaths.looksLikeType(name), !isGenericParameter(name), !ignores(name, at: token, in: type),
              firstMention(of: name) else { return }
        mention(name, at: token, in: type)
    }

    /// A generic parameter in scope: of the function (or initializer, subscript, alias) or of a type around it.
    private func isGenericParameter(_ name: String) -> Bool {
        functionGenerics.contains { $0.contains(name) } || isTypeGenericParameter(name)
    }

    /// A finding about the mentioned name `name`. What one type reaches through one container is one violation
    /// (`services.gameService` and `services.keychainService`: it is handed the container instead of its UseCases),
    /// reported where it is first reached.
    func report(_ message: String, mentioning name: String, at token: TokenSyntax) {
        if let via = reachedVia[name], !reportedContainers.insert(via).inserted { return }
        report(message, at: token, subject: name)
    }
}
