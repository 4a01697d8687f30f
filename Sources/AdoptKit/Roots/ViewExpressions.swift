import SwiftSyntax

/// How SwiftUI view code reads in the syntax tree: a view is a call (`NavigationStack { … }`) with modifiers chained
/// after it (`.navigationTitle("Notes")`), and a view builder is a closure of such statements.
enum ViewExpressions {
    /// The view a statement of a view builder makes: its call under the modifiers (`List { … }` of
    /// `List { … }.navigationTitle("x")`); nil for anything else (a `let`, a bare name).
    static func baseCall(of expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    current = base
                    continue
                }
                return call.calledExpression.is(DeclReferenceExprSyntax.self) || call.calledExpression.is(GenericSpecializationExprSyntax.self)
                    ? call : nil
            }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
                continue
            }
            return nil
        }
    }

    /// The name a call calls: `NavigationStack` for `NavigationStack(path: $path) { … }`, `HomeView` for `HomeView()`.
    static func name(of call: FunctionCallExprSyntax) -> String {
        if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
            return generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
    }

    /// The modifier calls chained on a statement's view, outermost (last written) first: `.navigationDestination(…)`.
    static func modifiers(of expression: ExprSyntax) -> [(name: String, call: FunctionCallExprSyntax)] {
        var result: [(String, FunctionCallExprSyntax)] = []
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            result.append((member.declName.baseName.text, call))
            current = base
        }
        return result
    }

    /// The statements of a call's trailing closure (the content of `NavigationStack { … }`).
    static func content(of call: FunctionCallExprSyntax) -> CodeBlockItemListSyntax? {
        call.trailingClosure?.statements
    }

    /// A statement of a view builder as an expression: `if`/`switch` are expressions too; nil for declarations.
    static func expression(of statement: CodeBlockItemSyntax) -> ExprSyntax? {
        switch statement.item {
        case .expr(let expression): return expression
        case .stmt(let statement): return statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    /// The argument labelled `label`.
    static func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// `Route` for `Route.self`.
    static func metatypeName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let base = member.base else { return nil }
        return base.trimmedDescription
    }
}
