import SwiftSource
import SwiftSyntax

/// A method whose every call is the type's own, with arguments that name no input: in `let payload = try
/// decodeJwt(jwtToken: response.token)` the token comes from a server, so `decodeJwt(jwtToken:)` checking its segments
/// parses the type's data; it validates nothing the user typed. A method others may call (public, or declared by a
/// protocol the type conforms to: `addMoney(amount:)` of `MoneyHolderViewModelProtocol`), or one no member calls, may
/// be given the user's input (by a view), and keeps its parameters as inputs.
enum FilledByItself {
    struct Member {
        /// `decodeJwt()`: a function's name with `()`.
        var name: String
        var parameters: [String]
        var body: Syntax
        /// Others may call it: it is public or open, or a protocol the type conforms to declares it.
        var isExposed: Bool
    }

    /// Whether the method named `name` is called by some of `members`, and every such call passes arguments naming
    /// neither an input (`isInput`) nor a parameter of a calling member that is not itself filled by the type.
    static func isFilledByItself(_ name: String, among members: [Member], isInput: (String) -> Bool) -> Bool {
        var deciding: Set<String> = []
        return isFilled(name, among: members, isInput: isInput, deciding: &deciding)
    }

    private static func isFilled(_ name: String, among members: [Member], isInput: (String) -> Bool, deciding: inout Set<String>) -> Bool {
        guard name.hasSuffix("()"), name != "init()", members.first(where: { $0.name == name })?.isExposed == false,
              deciding.insert(name).inserted else { return false }
        let base = String(name.dropLast(2))
        var called = false
        for member in members {
            for call in calls(of: base, in: member.body) {
                called = true
                for named in namesRead(by: call) {
                    if isInput(named) { return false }
                    if member.parameters.contains(named), !isFilled(member.name, among: members, isInput: isInput, deciding: &deciding) { return false }
                }
            }
        }
        return called
    }

    /// The values a call's arguments read by name, not members of them (`token` of `response.token` is the response's).
    private static func namesRead(by call: FunctionCallExprSyntax) -> [String] {
        call.arguments.flatMap { argument in
            argument.expression.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                guard case .identifier(let text) = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                      reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id else { return nil }
                return text
            }
        }
    }

    /// The calls of `base` or `self.base` in `body`.
    private static func calls(of base: String, in body: Syntax) -> [FunctionCallExprSyntax] {
        body.tokens(viewMode: .sourceAccurate).compactMap { token -> FunctionCallExprSyntax? in
            guard token.tokenKind == .identifier(base), let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
            var callee = ExprSyntax(reference)
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                guard let owner = member.base, ExpressionPaths.path(owner) == ["self"] else { return nil }
                callee = ExprSyntax(member)
            }
            guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else { return nil }
            return call
        }
    }
}
