import SwiftSource
import SwiftSyntax

/// A view's flags that show a message: `Text(emptyNickname ? "Empty Nickname" : "")` shows a text exactly when the
/// flag is set, and `.alert("Wrong PIN", isPresented: $wrongPin)` an alert. Setting such a flag is showing an error
/// whatever the flag is called (`emptyRoomname`, `wrongPassword`), as `errorMessage = "…"` is.
enum MessageFlags {
    /// What the text of a type holding such a flag contains: a ternary's `? "` or an alert's `isPresented:`.
    private static let signs = ["? \"", "?\"", "ispresented"].map { Array($0.utf8) }

    /// The names (as written) of what the type uses as such flags.
    static func find(in type: TypeScope, file: CheckFile) -> Set<String> {
        // Most views show no such flag: their syntax is spared the walk.
        guard file.text(of: type.node, containsAnyOf: Self.signs) else { return [] }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(type.node)
        return finder.flags
    }

    private final class Finder: SyntaxVisitor {
        private(set) var flags: Set<String> = []

        /// `flag ? "Message" : ""` (or `: nil`): a message shown only when the flag is set. The parser leaves operators
        /// unfolded: the ternary is the middle of a sequence `flag`, `? "Message" :`, `""`.
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            if elements.count == 3, let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self) {
                record(condition: elements[0], then: ternary.thenExpression, else: elements[2])
            }
            return .visitChildren
        }

        override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
            record(condition: node.condition, then: node.thenExpression, else: node.elseExpression)
            return .visitChildren
        }

        private func record(condition: ExprSyntax, then: ExprSyntax, else otherwise: ExprSyntax) {
            if let flag = Self.flagName(condition), Self.isMessage(then), Self.isNoMessage(otherwise) { flags.insert(flag) }
        }

        /// `.alert(…, isPresented: $flag)`, `.confirmationDialog` aside (it asks, it does not report).
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if ExpressionPaths.path(node.calledExpression).last == "alert",
               let presented = node.arguments.first(where: { $0.label?.text == "isPresented" }),
               let binding = presented.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, binding.hasPrefix("$") {
                flags.insert(String(binding.dropFirst()))
            }
            return .visitChildren
        }

        /// `flag` or `self.flag`.
        private static func flagName(_ expression: ExprSyntax) -> String? {
            let path = ExpressionPaths.path(expression).filter { $0 != "self" }
            guard path.count == 1, let name = path.first, !name.isEmpty, name.first?.isLowercase == true else { return nil }
            return name
        }

        private static func literalText(_ expression: ExprSyntax) -> String? {
            guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
            return literal.segments.map { segment in
                segment.as(StringSegmentSyntax.self)?.content.text ?? "\u{FFFC}"
            }.joined()
        }

        private static func isMessage(_ expression: ExprSyntax) -> Bool {
            guard let text = literalText(expression) else { return false }
            return text.contains { $0.isLetter }
        }

        private static func isNoMessage(_ expression: ExprSyntax) -> Bool {
            if expression.is(NilLiteralExprSyntax.self) { return true }
            return literalText(expression)?.allSatisfy(\.isWhitespace) == true
        }
    }
}
