import SwiftSyntax

/// Reads a body (function, getter, initial value) into a `BodyFact`: its calls, checks, failing branches,
/// local values and interpolations. Closures inside are part of the body (`Task { … }`).
final class BodyReader: SyntaxVisitor {
    private let locate: (AbsolutePosition) -> Position
    private(set) var fact = BodyFact()

    init(locate: @escaping (AbsolutePosition) -> Position) {
        self.locate = locate
        super.init(viewMode: .sourceAccurate)
    }

    static func read(_ node: some SyntaxProtocol, locate: @escaping (AbsolutePosition) -> Position) -> BodyFact {
        let reader = BodyReader(locate: locate)
        reader.walk(node)
        return reader.fact
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = ExpressionPaths.path(node.calledExpression)
        let names = ArgumentNames(viewMode: .sourceAccurate)
        names.walk(node.arguments)
        fact.calls.append(CallFact(
            callee: callee,
            position: locate(Self.nameToken(of: node.calledExpression).positionAfterSkippingLeadingTrivia),
            labels: node.arguments.map { $0.label?.text ?? "_" },
            argumentNames: names.names,
            argumentCallees: names.callees
        ))
        if let check = CheckReader.check(call: node, callee: callee, locate: locate) { fact.checks.append(check) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let check = CheckReader.check(memberAccess: node, locate: locate) { fact.checks.append(check) }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        fact.checks += CheckReader.comparisons(in: node, locate: locate)
        // `prepared.name = name.trimmingCharacters(…)` prepares `prepared` as much as a `let` would.
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
           let name = ExpressionPaths.path(elements[0]).first(where: { $0 != "self" }) {
            let names = ArgumentNames(viewMode: .sourceAccurate)
            names.walk(elements[2])
            if !names.callees.isEmpty { fact.bindings.append(BindingFact(name: name, callees: names.callees)) }
        }
        return .visitChildren
    }

    override func visit(_ node: RegexLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        fact.checks.append(CheckFact(kind: .regex, subject: "", position: locate(node.positionAfterSkippingLeadingTrivia)))
        return .visitChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        branch(isGuard: true, keyword: node.guardKeyword, conditions: node.conditions, exit: node.body)
        return .visitChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        branch(isGuard: false, keyword: node.ifKeyword, conditions: node.conditions, exit: node.body)
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            let names = ArgumentNames(viewMode: .sourceAccurate)
            names.walk(value)
            fact.bindings.append(BindingFact(name: name, callees: names.callees))
        }
        return .visitChildren
    }

    override func visit(_ node: ExpressionSegmentSyntax) -> SyntaxVisitorContinueKind {
        fact.interpolates = true
        return .visitChildren
    }

    private func branch(isGuard: Bool, keyword: TokenSyntax, conditions: ConditionElementListSyntax, exit: CodeBlockSyntax) {
        let checks = BodyReader.read(conditions, locate: locate).checks
        guard !checks.isEmpty else { return }
        let exitScan = ExitScanner(viewMode: .sourceAccurate)
        exitScan.walk(exit)
        fact.branches.append(BranchFact(
            isGuard: isGuard, position: locate(keyword.positionAfterSkippingLeadingTrivia), checks: checks,
            exitThrows: exitScan.throwsError, exitTextTargets: exitScan.textTargets
        ))
    }

    /// The token naming what is called: `create` in `repository.create`, `Wallet` in `Wallet(…)`.
    static func nameToken(of expression: ExprSyntax) -> Syntax {
        if let member = expression.as(MemberAccessExprSyntax.self) { return Syntax(member.declName) }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return nameToken(of: generic.expression) }
        return Syntax(expression)
    }
}

/// The names and called functions inside call arguments (not trailing closures) or an initial value.
final class ArgumentNames: SyntaxVisitor {
    private(set) var names: [String] = []
    private(set) var callees: [String] = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if !names.contains(name) { names.append(name) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = ExpressionPaths.path(node.calledExpression).last, !callees.contains(name) { callees.append(name) }
        return .visitChildren
    }
}

/// What the failing side of a branch does: throw, or put text somewhere (an error message).
final class ExitScanner: SyntaxVisitor {
    private(set) var throwsError = false
    private(set) var textTargets: [String] = []

    override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
        throwsError = true
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for (index, element) in elements.enumerated() where element.is(AssignmentExprSyntax.self) && index > 0 && index + 1 < elements.count {
            if Self.isText(elements[index + 1]), let target = ExpressionPaths.path(elements[index - 1]).last {
                textTargets.append(target)
            }
        }
        return .visitChildren
    }

    /// A string literal, `String(localized:)` or `NSLocalizedString(…)`.
    private static func isText(_ expression: ExprSyntax) -> Bool {
        if expression.is(StringLiteralExprSyntax.self) { return true }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        let callee = ExpressionPaths.path(call.calledExpression)
        return callee == ["NSLocalizedString"] || (callee == ["String"] && call.arguments.first?.label?.text == "localized")
    }
}
