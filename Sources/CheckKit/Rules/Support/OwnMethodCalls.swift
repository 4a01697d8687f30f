import SwiftSyntax

/// A call of another method of the same type (`downloadImage(path:)`, `self.getUserInfo(…)`) that reaches something
/// (a backend, a store): the caller reaches it too.
final class OwnMethodCalls: SyntaxVisitor {
    private let reaching: [String: String]
    private var found: String?

    private init(_ reaching: [String: String]) {
        self.reaching = reaching
        super.init(viewMode: .sourceAccurate)
    }

    static func first(in body: some SyntaxProtocol, among reaching: [String: String]) -> String? {
        guard !reaching.isEmpty else { return nil }
        let finder = OwnMethodCalls(reaching)
        finder.walk(body)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        let called = node.calledExpression
        if let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text {
            found = reaching[name]
        } else if let member = called.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
                  base.baseName.tokenKind == .keyword(.self) {
            found = reaching[member.declName.baseName.text]
        }
        return found == nil ? .visitChildren : .skipChildren
    }

    /// `reaching` (method → what it reaches) grown by the methods that call one of them, however many calls away, as
    /// (method, what) pairs in the order of `functions`.
    static func closed(_ reaching: [String: String], over functions: [FunctionDeclSyntax]) -> [(method: String, backend: String)] {
        var reaching = reaching
        var changed = true
        while changed {
            changed = false
            for function in functions where reaching[function.name.text] == nil {
                guard let body = function.body, let found = first(in: body, among: reaching) else { continue }
                reaching[function.name.text] = found
                changed = true
            }
        }
        return functions.compactMap { function in reaching[function.name.text].map { (function.name.text, $0) } }
    }
}
