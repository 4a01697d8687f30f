import SwiftSyntax

/// Validation carried by a Combine pipeline: a member that maps an input's publisher (`$email`, the projected value
/// of a property the user edits) through a closure that tests the value the way validation does (`!$0.isEmpty`,
/// `$0.count >= 8`, a pattern, or a call named for validation such as `$0.isValidEmail()`). The syntax differs from a
/// `guard`, the rule held is the same (seed 000 "Business rules (validation, transformation)"). One finding per
/// member, at its first such pipeline, naming every input it validates.
enum PipelineValidation {
    private static let operators: Set<String> = ["map", "compactMap", "filter", "tryMap", "allSatisfy"]
    private static let ruleChecks: Set<ValidationCheck.Kind> = [.countComparison, .valueComparison, .isEmpty, .textMatch, .regex]

    static func find(in body: Syntax, isInput: (String) -> Bool) -> (node: Syntax, inputs: [String])? {
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(body)
        var first: Syntax?
        var inputs: [String] = []
        for (input, closure) in visitor.pipelines where isInput(input) && tests(closure) {
            if first == nil { first = Syntax(closure) }
            if !inputs.contains(input) { inputs.append(input) }
        }
        guard let first else { return nil }
        // Report where the pipeline starts: the `$input` it reads.
        let start = visitor.starts[first.id] ?? first
        return (start, inputs)
    }

    /// Whether the closure tests the value it is given itself (`$0`, or its one named parameter): a verdict on the
    /// input, not a filter that uses the input to pick other values (`characters.filter { query.isEmpty ? … }`).
    private static func tests(_ closure: ClosureExprSyntax) -> Bool {
        let parameters = closureParameters(closure)
        guard parameters.count == 1, let value = parameters.first,
              !closure.statements.contains(where: { Syntax($0).tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .leftBrace } })
        else { return false }
        if BodyScan.scan(closure).checks.contains(where: { ruleChecks.contains($0.kind) && $0.root == value }) { return true }
        let calls = ValidationCalls(viewMode: .sourceAccurate)
        calls.value = value
        calls.walk(closure)
        return calls.found
    }

    /// `$0` when the closure names none; otherwise its parameters' names.
    private static func closureParameters(_ closure: ClosureExprSyntax) -> [String] {
        guard let signature = closure.signature?.parameterClause else {
            return closure.statements.contains(where: { Syntax($0).tokens(viewMode: .sourceAccurate).contains { $0.text == "$1" } }) ? ["$0", "$1"] : ["$0"]
        }
        switch signature {
        case .simpleInput(let names): return names.map(\.name.text)
        case .parameterClause(let clause): return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
    }

    /// `x.isValidEmail()`, `validate($0)`: a call named for validation.
    private final class ValidationCalls: SyntaxVisitor {
        var found = false
        var value = "$0"
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let name: String
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
               member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == value { name = member.declName.baseName.text }
            else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
                    node.arguments.contains(where: { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == value }) { name = reference.baseName.text }
            else { return .visitChildren }
            let lowered = name.lowercased()
            if (lowered.contains("valid") && !lowered.contains("invalidate")) || lowered.hasPrefix("validate") { found = true }
            return .visitChildren
        }
    }

    /// `$input.<…>.map { … }`: the input (without `$`) and the operator's closure.
    private final class Visitor: SyntaxVisitor {
        var pipelines: [(String, ClosureExprSyntax)] = []
        var starts: [SyntaxIdentifier: Syntax] = [:]

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                  PipelineValidation.operators.contains(member.declName.baseName.text),
                  let closure = node.trailingClosure ?? node.arguments.first?.expression.as(ClosureExprSyntax.self),
                  let base = member.base, let start = Self.projectedRoot(base) else { return .visitChildren }
            pipelines.append((String(start.baseName.text.dropFirst()), closure))
            starts[Syntax(closure).id] = Syntax(start)
            return .visitChildren
        }

        /// The `$name` a chain of member accesses and calls starts from.
        private static func projectedRoot(_ expression: ExprSyntax) -> DeclReferenceExprSyntax? {
            var current = expression
            while true {
                if let reference = current.as(DeclReferenceExprSyntax.self) {
                    return reference.baseName.text.hasPrefix("$") && reference.baseName.text.count > 1 && !reference.baseName.text.dropFirst().allSatisfy(\.isNumber) ? reference : nil
                }
                if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                    if member.declName.baseName.text.hasPrefix("$") && base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                        return nil // `self.$email`: rare; left alone
                    }
                    current = base
                } else if let call = current.as(FunctionCallExprSyntax.self) {
                    current = call.calledExpression
                } else {
                    return nil
                }
            }
        }
    }
}
