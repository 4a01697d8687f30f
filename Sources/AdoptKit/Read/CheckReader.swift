import SwiftSyntax

/// Recognizes the expressions validation is written with; see `CheckFact.Kind`.
enum CheckReader {
    private static let comparisonOperators: Set<String> = ["<", "<=", ">", ">=", "==", "!="]
    private static let regexMethods: Set<String> = ["wholeMatch", "firstMatch", "prefixMatch"]
    private static let textMatchMethods: Set<String> = ["contains", "hasPrefix", "hasSuffix", "starts"]

    /// `x.isEmpty`.
    static func check(memberAccess node: MemberAccessExprSyntax, locate: (AbsolutePosition) -> Position) -> CheckFact? {
        guard node.declName.baseName.text == "isEmpty", let base = node.base else { return nil }
        return CheckFact(kind: .isEmpty, subject: ExpressionPaths.subject(base), position: locate(node.positionAfterSkippingLeadingTrivia))
    }

    /// Regex matching and text matching against a literal, from a call.
    static func check(call node: FunctionCallExprSyntax, callee: [String], locate: (AbsolutePosition) -> Position) -> CheckFact? {
        let name = callee.last ?? ""
        let position = locate(node.positionAfterSkippingLeadingTrivia)
        let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
        let subject = base.map(ExpressionPaths.subject) ?? ""
        if regexMethods.contains(name) || callee == ["Regex"] || callee == ["NSRegularExpression"] {
            return CheckFact(kind: .regex, subject: subject, position: position)
        }
        if callee == ["NSPredicate"], node.arguments.first?.label?.text == "format" {
            return CheckFact(kind: .regex, subject: "", position: position)
        }
        // `text.range(of: pattern, options: .regularExpression)`
        if name == "range", node.arguments.contains(where: { $0.expression.description.contains("regularExpression") }) {
            return CheckFact(kind: .regex, subject: subject, position: position)
        }
        if textMatchMethods.contains(name), base != nil,
           node.arguments.count == 1, node.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true {
            return CheckFact(kind: .textMatch, subject: subject, position: position)
        }
        return nil
    }

    /// `x.count >= 3` and `amount > 0` in an (unfolded) operator sequence: a comparison's neighbours are its
    /// operands, since comparisons bind tighter than `&&` and `||`.
    static func comparisons(in node: SequenceExprSyntax, locate: (AbsolutePosition) -> Position) -> [CheckFact] {
        let elements = Array(node.elements)
        var checks: [CheckFact] = []
        for index in elements.indices.dropFirst().dropLast() {
            guard let operation = elements[index].as(BinaryOperatorExprSyntax.self),
                  comparisonOperators.contains(operation.operator.text) else { continue }
            let left = elements[index - 1], right = elements[index + 1]
            let value: ExprSyntax
            if isNumber(right) { value = left } else if isNumber(left) { value = right } else { continue }
            let position = locate(value.positionAfterSkippingLeadingTrivia)
            if let count = value.as(MemberAccessExprSyntax.self), count.declName.baseName.text == "count", let base = count.base {
                checks.append(CheckFact(kind: .countComparison, subject: ExpressionPaths.subject(base), position: position))
            } else if value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self) {
                checks.append(CheckFact(kind: .valueComparison, subject: ExpressionPaths.subject(value), position: position))
            }
        }
        return checks
    }

    private static func isNumber(_ expression: ExprSyntax) -> Bool {
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) { return true }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return isNumber(prefix.expression) }
        return false
    }
}
