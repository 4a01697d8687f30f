import SwiftSource
import SwiftSyntax

/// The values `.onChange(of:)` hands its action: in `.onChange(of: text) { value in if value.count > limit { … } }`
/// (or `{ oldValue, newValue in … }`) the closure's parameters are the input's values, and a test of them tests it.
enum ChangedValues {
    /// The parameter names of the actions of `.onChange(of: input)` in `body` whose observed value `isInput` accepts.
    static func names(in body: Syntax, isInput: (String) -> Bool) -> Set<String> {
        var names: Set<String> = []
        for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("onChange") {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                  let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                  let observed = call.arguments.first(where: { $0.label?.text == "of" })?.expression,
                  let root = ExpressionPaths.path(observed).first(where: { $0 != "self" }), isInput(root),
                  let action = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
                  let parameters = action.signature?.parameterClause else { continue }
            switch parameters {
            case .simpleInput(let list): names.formUnion(list.map(\.name.text))
            case .parameterClause(let clause): names.formUnion(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
            }
        }
        return names.subtracting(["_"])
    }
}
