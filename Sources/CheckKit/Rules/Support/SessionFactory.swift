import SwiftSource
import SwiftSyntax

/// A type that makes URLSessions for others and sends nothing through them (`AlamofireSessionProvider.makeURLSession()`
/// beside the app's adapter): wiring, as the composition root's making of the session is, not a use of the network.
enum SessionFactory {
    /// The calls that send a request (or open a connection) through a session.
    private static let requestMethods: Set<String> = [
        "data", "dataTask", "dataTaskPublisher", "upload", "uploadTask", "download", "downloadTask", "bytes",
        "webSocketTask", "streamTask",
    ]

    /// Whether the type returns a URLSession from one of its functions and calls no request method anywhere.
    static func isFactory(_ type: TypeScope) -> Bool {
        let handsOut = type.memberDecls.contains { decl in
            guard let function = decl.as(FunctionDeclSyntax.self), let returned = function.signature.returnClause?.type else { return false }
            return TypeNames.outermost(returned) == "URLSession"
        }
        guard handsOut else { return false }
        return !sendsRequest(in: type.node)
    }

    /// Whether the code calls a request method (`dataTask`, `data(from:)`) anywhere.
    static func sendsRequest(in node: some SyntaxProtocol) -> Bool {
        let calls = Calls(viewMode: .sourceAccurate)
        calls.walk(node)
        return calls.sends
    }

    private final class Calls: SyntaxVisitor {
        private(set) var sends = false

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = ExpressionPaths.path(node.calledExpression).last, SessionFactory.requestMethods.contains(name) { sends = true }
            return sends ? .skipChildren : .visitChildren
        }
    }
}
