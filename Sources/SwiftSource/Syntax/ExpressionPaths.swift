import SwiftSyntax

/// Names of expressions as `check`'s rules and `adopt` compare them: `self.repository.create` → `["self", "repository", "create"]`.
public enum ExpressionPaths {
    public static func path(_ expression: ExprSyntax) -> [String] {
        switch expression.kind {
        case .declReferenceExpr:
            return [expression.cast(DeclReferenceExprSyntax.self).baseName.text]
        case .memberAccessExpr:
            let member = expression.cast(MemberAccessExprSyntax.self)
            // `.init(…)`, `.shared`: an implicit base.
            return (member.base.map(path) ?? [""]) + [member.declName.baseName.text]
        case .functionCallExpr:
            return path(expression.cast(FunctionCallExprSyntax.self).calledExpression) + ["()"]
        case .subscriptCallExpr:
            return path(expression.cast(SubscriptCallExprSyntax.self).calledExpression) + ["[]"]
        case .optionalChainingExpr:
            return path(expression.cast(OptionalChainingExprSyntax.self).expression)
        case .forceUnwrapExpr:
            return path(expression.cast(ForceUnwrapExprSyntax.self).expression)
        case .tryExpr:
            return path(expression.cast(TryExprSyntax.self).expression)
        case .awaitExpr:
            return path(expression.cast(AwaitExprSyntax.self).expression)
        case .genericSpecializationExpr:
            return path(expression.cast(GenericSpecializationExprSyntax.self).expression)
        case .superExpr:
            return ["super"]
        case .tupleExpr:
            let tuple = expression.cast(TupleExprSyntax.self)
            guard tuple.elements.count == 1, let only = tuple.elements.first else { return ["?"] }
            return path(only.expression)
        default:
            return ["?"]
        }
    }

    /// The value an expression stands for, by its last property name: `state.name` → `name`,
    /// `name.trimmingCharacters(in: .whitespaces)` → `name`, `self.title` → `title`; empty when none.
    public static func subject(_ expression: ExprSyntax) -> String {
        let names = path(expression)
        // A method called in the chain: the subject is what it was called on.
        if let call = names.firstIndex(of: "()"), call >= 2 {
            return plain(names[call - 2])
        }
        return names.reversed().first(where: { !plain($0).isEmpty }).map(plain) ?? ""
    }

    private static func plain(_ name: String) -> String {
        ["()", "[]", "?", "self", ""].contains(name) ? "" : name
    }

    /// Whether the name is written like a type (`Wallet`, `URLSession`), not a value.
    public static func looksLikeType(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return ("A"..."Z").contains(first) && name != "Self"
    }
}
