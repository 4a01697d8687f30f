import SwiftSource
import SwiftSyntax

/// What a function body, getter or initial value does, as far as the rules about view models and repositories
/// ask: whom it calls, what it checks, where it stops on a failed check, and which local values it prepares.
/// Closures inside are part of the body (`Task { … }`).
final class BodyScan: SyntaxVisitor {
    /// One call: `try await repository.create(wallet)` has the callee `["repository", "create"]`.
    struct Call {
        /// The called expression as names (`self.store.save` → `["self", "store", "save"]`, `Foo()` → `["Foo"]`).
        var callee: [String]
        /// The token naming what is called (`create`, `Wallet` in `Wallet(…)`).
        var nameNode: Syntax
        /// Argument labels, `_` for unlabeled ones (`String(format:_:)` → `["format", "_"]`).
        var labels: [String]
        /// Every name the arguments mention, trailing closures excluded.
        var argumentNames: [String]
        /// The names of functions the arguments call (`trimmingCharacters`).
        var argumentCallees: [String]

        var name: String { callee.last ?? "" }
    }

    /// A `guard` (or an `if`) whose conditions test values, and what it does when they fail.
    struct Branch {
        var isGuard: Bool
        /// The `guard` or `if` keyword.
        var keyword: TokenSyntax
        var checks: [ValidationCheck]
        /// `let amount = Double(amountText)` among the conditions: the name bound, the parsed value's name, the parser.
        var parses: [(bound: String, source: String, parser: String)]
        /// A guard's bindings of values by their own names (`guard let mainImage, let coverImage = coverImage else`):
        /// the values it requires to be there.
        var required: [String] = []
        /// The exit (`else` of a guard, body of an if) throws.
        var exitThrows: Bool
        /// What the exit sets (to anything but `nil` or `false`), by last name: `errorMessage` for
        /// `self.errorMessage = "…"`, `showAlert` for `showAlert = true`.
        var exitTargets: [String]
        /// The functions the exit calls, by name (`raiseAlert` for `raiseAlert(title: "…")`).
        var exitCalls: [String]
        /// An `if`'s `else` block (not an `else if`), the failing side when the test is what passes (`if password ==
        /// room.password { enter() } else { wrongPassword = true }`): whether it throws, and what it sets, closures
        /// inside set aside (a view's `else` may hold buttons whose actions set flags).
        var otherwiseThrows = false
        var otherwiseTargets: [String] = []
        /// The functions that `else` calls, by name (`showValidation` of `validator.showValidation("…")`).
        var otherwiseCalls: [String] = []
        /// The exit read as `otherwise…` is (closures and `catch` clauses set aside): what the branch itself does when the
        /// test fails, not what a button in it or a failed operation inside it does.
        var directExitShows: (throwsError: Bool, targets: [String], calls: [String]) = (false, [], [])
    }

    /// `let trimmed = title.trimmingCharacters(in: .whitespaces)`: a local name, what its value calls and names.
    struct Binding {
        var name: String
        var callees: [String]
        var names: [String]
        /// The name a method chain is called on (`otp` of `otp.joined()`, `text` of `text.trimmingCharacters(in: …)`);
        /// empty when the value is no call on a name (`Double(text)`, `repository.login(email)` has `repository`).
        var receiver: String = ""
        /// The checks its value makes (`let canProceed = !selectedAmenities.isEmpty`): a branch on the name makes them.
        var checks: [ValidationCheck] = []
    }

    private(set) var calls: [Call] = []
    /// Every check anywhere in the body (conditions, returns, closures).
    private(set) var checks: [ValidationCheck] = []
    private(set) var branches: [Branch] = []
    private(set) var bindings: [Binding] = []
    /// A string literal with `\(…)` somewhere in the body.
    private(set) var interpolates = false

    static func scan(_ node: some SyntaxProtocol) -> BodyScan {
        let scan = BodyScan(viewMode: .sourceAccurate)
        scan.walk(node)
        return scan
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = ExpressionPaths.path(node.calledExpression)
        let arguments = ArgumentNames.scan(node.arguments)
        calls.append(Call(
            callee: callee, nameNode: Self.nameNode(of: node.calledExpression), labels: node.arguments.map { $0.label?.text ?? "_" },
            argumentNames: arguments.names, argumentCallees: arguments.callees
        ))
        if let check = ValidationChecks.check(call: node, callee: callee) { checks.append(check) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let check = ValidationChecks.check(memberAccess: node) { checks.append(check) }
        return .visitChildren
    }

    /// Closures entered while scanning a branch's conditions: a comparison in one (`first(where: { $0.id == id })`)
    /// looks an element up, it passes no verdict on a value.
    private var conditionClosures = 0
    private var readsConditions = false

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if readsConditions { conditionClosures += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) {
        if readsConditions { conditionClosures -= 1 }
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        checks += ValidationChecks.comparisons(in: node).filter { $0.kind != .match || conditionClosures == 0 }
        // `prepared.name = name.trimmingCharacters(…)` prepares `prepared` as much as a `let` would.
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
           let name = ExpressionPaths.path(elements[0]).first(where: { $0 != "self" }) {
            let value = ArgumentNames.scan(elements[2])
            if !value.callees.isEmpty { bindings.append(Binding(name: name, callees: value.callees, names: value.names)) }
        }
        return .visitChildren
    }

    override func visit(_ node: RegexLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        checks.append(ValidationCheck(kind: .regex, subject: ""))
        return .visitChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        branch(isGuard: true, keyword: node.guardKeyword, conditions: node.conditions, exit: node.body)
        return .visitChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        branch(isGuard: false, keyword: node.ifKeyword, conditions: node.conditions, exit: node.body)
        if case .codeBlock(let otherwise) = node.elseBody, !branches.isEmpty, branches[branches.count - 1].keyword.id == node.ifKeyword.id {
            let scan = ExitScan(viewMode: .sourceAccurate)
            scan.skipsClosures = true
            scan.skipsCatches = true
            scan.walk(otherwise)
            branches[branches.count - 1].otherwiseThrows = scan.throwsError
            branches[branches.count - 1].otherwiseTargets = scan.targets
            branches[branches.count - 1].otherwiseCalls = scan.calls
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            let scanned = ArgumentNames.scan(value)
            let unwrapped = TypeNames.unwrapped(value)
            let called = unwrapped.is(FunctionCallExprSyntax.self) ? ExpressionPaths.path(TypeNames.callee(of: unwrapped)).filter { $0 != "self" } : []
            let receiver = called.count >= 2 ? called[0] : ""
            bindings.append(Binding(name: name, callees: scanned.callees, names: scanned.names, receiver: receiver))
            openBindings.append((bindings.count - 1, checks.count, node.id))
        }
        return .visitChildren
    }

    /// The bindings whose values are being walked: the index of each, the count of checks before its value, its node.
    private var openBindings: [(index: Int, checksBefore: Int, node: SyntaxIdentifier)] = []

    override func visitPost(_ node: PatternBindingSyntax) {
        guard let open = openBindings.last, open.node == node.id else { return }
        openBindings.removeLast()
        guard checks.count > open.checksBefore else { return }
        // A value that decides or waits (`let didLogIn = if !cookies.isEmpty { await logIn() } else { … }`) is an outcome,
        // not a verdict of its checks.
        let decides = node.initializer?.value.tokens(viewMode: .sourceAccurate).contains { token in
            [.keyword(.if), .keyword(.switch), .keyword(.await), .keyword(.try)].contains(token.tokenKind)
        } ?? true
        if !decides { bindings[open.index].checks = Array(checks[open.checksBefore...]) }
    }

    override func visit(_ node: ExpressionSegmentSyntax) -> SyntaxVisitorContinueKind {
        interpolates = true
        return .visitChildren
    }

    private func branch(isGuard: Bool, keyword: TokenSyntax, conditions: ConditionElementListSyntax, exit: CodeBlockSyntax) {
        let conditionScan = BodyScan(viewMode: .sourceAccurate)
        conditionScan.readsConditions = true
        conditionScan.walk(conditions)
        var checks = conditionScan.checks
        // `if canProceed` where `let canProceed = allImagesSelected && !selectedAmenities.isEmpty`: the local's checks
        // (the last binding of the name before the branch; a comparison with another value aside, as it is read only
        // where it stands in the condition).
        for condition in conditions {
            guard case .expression(let expression) = condition.condition else { continue }
            var tested = expression
            if let negated = tested.as(PrefixOperatorExprSyntax.self), negated.operator.text == "!" { tested = negated.expression }
            guard let name = tested.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let binding = bindings.last(where: { $0.name == name }) else { continue }
            checks += binding.checks.filter { $0.kind != .match }
        }
        var parses: [(bound: String, source: String, parser: String)] = []
        for condition in conditions {
            guard case .optionalBinding(let binding) = condition.condition,
                  let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let call = binding.initializer.map({ TypeNames.unwrapped($0.value) })?.as(FunctionCallExprSyntax.self),
                  let parser = ValidationChecks.parser(of: call),
                  let source = call.arguments.first.map({ ExpressionPaths.subject($0.expression) }), !source.isEmpty else { continue }
            parses.append((bound, source, parser))
        }
        var required: [String] = []
        for condition in conditions where isGuard {
            guard case .optionalBinding(let binding) = condition.condition,
                  let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let value = binding.initializer.map { TypeNames.unwrapped($0.value) }
            if value == nil || value?.as(DeclReferenceExprSyntax.self)?.baseName.text == bound { required.append(bound) }
        }
        guard !checks.isEmpty || !parses.isEmpty || !required.isEmpty else { return }
        let exitScan = ExitScan(viewMode: .sourceAccurate)
        exitScan.walk(exit)
        let directScan = ExitScan(viewMode: .sourceAccurate)
        directScan.skipsClosures = true
        directScan.skipsCatches = true
        directScan.walk(exit)
        branches.append(Branch(
            isGuard: isGuard, keyword: keyword, checks: checks, parses: parses, required: required,
            exitThrows: exitScan.throwsError, exitTargets: exitScan.targets, exitCalls: exitScan.calls,
            directExitShows: (directScan.throwsError, directScan.targets, directScan.calls)
        ))
    }

    /// What names what is called: `create` in `repository.create`, `Wallet` in `Wallet(…)`.
    static func nameNode(of expression: ExprSyntax) -> Syntax {
        if let member = expression.as(MemberAccessExprSyntax.self) { return Syntax(member.declName) }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return nameNode(of: generic.expression) }
        return Syntax(expression)
    }
}

/// The names and called functions inside call arguments (not trailing closures) or an initial value.
private final class ArgumentNames: SyntaxVisitor {
    private(set) var names: [String] = []
    private(set) var callees: [String] = []

    static func scan(_ node: some SyntaxProtocol) -> ArgumentNames {
        let scan = ArgumentNames(viewMode: .sourceAccurate)
        scan.walk(node)
        return scan
    }

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

/// What the failing side of a branch does: throw, or set something (an error message, an alert flag).
final class ExitScan: SyntaxVisitor {
    /// Closures are not walked (what a button's action sets is not what the branch does).
    var skipsClosures = false
    /// `catch` clauses are not walked (an error set there reports a failed operation, not a failed test).
    var skipsCatches = false
    private(set) var throwsError = false
    private(set) var targets: [String] = []
    private(set) var calls: [String] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let path = ExpressionPaths.path(node.calledExpression)
        // A log line at a level (`logger.error(…)`, `Current.Log.warning(…)`, `os_log(…)`) tells the developer, not
        // the user: it shows no error.
        if let name = path.last, !path.dropLast().contains(where: Self.isLogger), !Self.isLogger(name) { calls.append(name) }
        return .visitChildren
    }

    /// `log`, `Log`, `logger`, `os_log`, `appLogger`: a name that is a log.
    static func isLogger(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered == "log" || lowered.hasSuffix("logger") || lowered.hasPrefix("os_log") || lowered == "print" || lowered == "debugprint"
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        skipsClosures ? .skipChildren : .visitChildren
    }

    override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
        skipsCatches ? .skipChildren : .visitChildren
    }

    override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
        throwsError = true
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for (index, element) in elements.enumerated() where element.is(AssignmentExprSyntax.self) && index > 0 && index + 1 < elements.count {
            if !Self.isReset(elements[index + 1]), let target = ExpressionPaths.path(elements[index - 1]).last {
                targets.append(target)
            }
        }
        return .visitChildren
    }

    /// `nil` or `false`: clearing an error, not showing one.
    private static func isReset(_ expression: ExprSyntax) -> Bool {
        if expression.is(NilLiteralExprSyntax.self) { return true }
        return expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
    }
}
