import SwiftSource
import SwiftSyntax

/// The members whose verdict a branch turns into an error shown: `guard isEmailValid() else { showError = true }`,
/// `if !isEmailValid { errorMessage = "…" }`, `if isEmailValid() { send() } else { throw SignUpError.email }`. A
/// helper called so holds the rule, however many places call it (one validation, one finding, at the helper).
enum VerdictCallers {
    /// Of `names` (members, by base name), those some branch in `bodies` tests and fails into an error
    /// (`isError` says whether a name set or called shows one).
    static func names(_ names: Set<String>, in bodies: [Syntax], isError: @escaping (String) -> Bool) -> Set<String> {
        let finder = Finder(names: names, isError: isError)
        for body in bodies { finder.walk(body) }
        return finder.shown
    }

    private final class Finder: SyntaxVisitor {
        let names: Set<String>
        let isError: (String) -> Bool
        private(set) var shown = Set<String>()

        init(names: Set<String>, isError: @escaping (String) -> Bool) {
            self.names = names
            self.isError = isError
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
            record(node.conditions, failing: [Syntax(node.body)])
            return .visitChildren
        }

        override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
            var sides = [Syntax(node.body)]
            if case .codeBlock(let otherwise) = node.elseBody { sides.append(Syntax(otherwise)) }
            record(node.conditions, failing: sides)
            return .visitChildren
        }

        private func record(_ conditions: ConditionElementListSyntax, failing sides: [Syntax]) {
            let tested = Self.referenced(in: conditions).intersection(names)
            guard !tested.isSubset(of: shown), sides.contains(where: showsError) else { return }
            shown.formUnion(tested)
        }

        private func showsError(_ side: Syntax) -> Bool {
            let exit = ExitScan(viewMode: .sourceAccurate)
            exit.skipsClosures = true
            exit.walk(side)
            return exit.throwsError || (exit.targets + exit.calls).contains(where: isError)
        }

        /// `isValid`, `isValid()`, `self.isValid`: the names a condition reads directly or on `self`.
        private static func referenced(in conditions: ConditionElementListSyntax) -> Set<String> {
            final class Names: SyntaxVisitor {
                var found = Set<String>()
                override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                        if ExpressionPaths.path(member.base.map(ExprSyntax.init) ?? ExprSyntax(node)) == ["self"] { found.insert(node.baseName.text) }
                        return .visitChildren
                    }
                    found.insert(node.baseName.text)
                    return .visitChildren
                }
                override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            }
            let names = Names(viewMode: .sourceAccurate)
            names.walk(conditions)
            return names.found
        }
    }
}
