import SwiftSource
import SwiftSyntax

/// A validation rule a view keeps as a verdict on a field: a member that answers a `Bool` from a test of an input the
/// user edits (`private func checkNameCorrect() -> Bool { !location.name.isEmpty && … }`), whose answer the view
/// stores in its own state (`isNameCorrect = checkNameCorrect()`) to mark the field wrong. The rule is the view's
/// whatever the member is called; what sets it apart from a button's `isFormValid` (read where it is used, not
/// reported) is the stored verdict: the view shows the outcome of its own rule.
enum StoredVerdicts {
    struct Found {
        /// The member's name, where the finding is reported.
        var node: Syntax
        /// The member's declaration: a finding of another kind inside it is the same violation.
        var member: Syntax
        var message: String
    }

    private static let ruleChecks: Set<ValidationCheck.Kind> = [.countComparison, .valueComparison, .isEmpty, .textMatch, .regex]

    static func find(in type: TypeScope, file: CheckFile, isInput: @escaping (String) -> Bool) -> [Found] {
        let candidates = type.memberDecls.compactMap(verdictMember)
        guard !candidates.isEmpty else { return [] }
        var found: [Found] = []
        for candidate in candidates {
            let check = BodyScan.scan(candidate.body).checks.first { check in
                ruleChecks.contains(check.kind) && ((!check.subject.isEmpty && isInput(check.subject)) || (!check.root.isEmpty && isInput(check.root)))
            }
            guard let check else { continue }
            // Where the answer is kept: a stored input of the view assigned the member's answer.
            let word = [Array(candidate.name.lowercased().utf8)]
            let holders = type.memberDecls.filter { $0.id != candidate.decl.id && file.text(of: $0, containsAnyOf: word) }
            guard let kept = holders.lazy.compactMap({ Assignments.target(of: candidate.name, isCall: candidate.isFunction, in: $0, isInput: isInput) }).first
            else { continue }
            let tested = check.subject.isEmpty ? "a value" : "`\(check.subject)`"
            found.append(Found(
                node: Syntax(candidate.nameToken), member: Syntax(candidate.decl),
                message: "\(type.name).\(candidate.name)\(candidate.isFunction ? "()" : "") holds a validation rule (it tests \(tested)) and the view keeps its verdict in `\(kept)` to mark the field"
            ))
        }
        return found
    }

    private struct Candidate {
        var nameToken: TokenSyntax
        var isFunction: Bool
        var body: Syntax
        var decl: DeclSyntax

        var name: String { nameToken.text }
    }

    /// A function returning `Bool`, or a computed `Bool` property.
    private static func verdictMember(_ decl: DeclSyntax) -> Candidate? {
        if let function = decl.as(FunctionDeclSyntax.self), let body = function.body,
           function.signature.returnClause?.type.trimmedDescription == "Bool" {
            return Candidate(nameToken: function.name, isFunction: true, body: Syntax(body), decl: decl)
        }
        guard let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
              binding.typeAnnotation?.type.trimmedDescription == "Bool", SummaryReader.isComputed(binding),
              let accessors = binding.accessorBlock, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { return nil }
        return Candidate(nameToken: name, isFunction: false, body: Syntax(accessors), decl: decl)
    }
}

/// Finds `target = member()` (or `target = member` for a property) in a declaration, closures included.
private final class Assignments: SyntaxVisitor {
    private let member: String
    private let isCall: Bool
    private let isInput: (String) -> Bool
    private(set) var target: String?

    private init(member: String, isCall: Bool, isInput: @escaping (String) -> Bool) {
        self.member = member
        self.isCall = isCall
        self.isInput = isInput
        super.init(viewMode: .sourceAccurate)
    }

    /// The input assigned the member's answer in `decl`, if any.
    static func target(of member: String, isCall: Bool, in decl: DeclSyntax, isInput: @escaping (String) -> Bool) -> String? {
        let scan = Assignments(member: member, isCall: isCall, isInput: isInput)
        scan.walk(decl)
        return scan.target
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard target == nil else { return .skipChildren }
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let assigned = ExpressionPaths.path(elements[0]).last, isInput(assigned) else { return .visitChildren }
        var value = elements[2]
        if isCall {
            guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty else { return .visitChildren }
            value = call.calledExpression
        }
        if ExpressionPaths.path(value).filter({ $0 != "self" }) == [member] { target = assigned }
        return .visitChildren
    }
}
