import SwiftSource
import SwiftSyntax

/// Finds each assignment to a `JSONDecoder`'s `keyDecodingStrategy` in a file (`decoder.keyDecodingStrategy =
/// .convertFromSnakeCase`, `$0.keyDecodingStrategy = .custom { … }`), wherever it stands: an app client answering
/// decoded values hands its adapter the keys as that strategy made them (`HTTPClientInference` records it).
final class KeyDecodingReader: SyntaxVisitor {
    private let locate: (AbsolutePosition) -> Position
    private(set) var found: [PositionedText] = []

    init(locate: @escaping (AbsolutePosition) -> Position) {
        self.locate = locate
        super.init(viewMode: .sourceAccurate)
    }

    /// An unfolded `a.keyDecodingStrategy = value` is a sequence of the target, `=` and the value.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for index in elements.indices.dropLast(2) {
            guard let target = elements[index].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "keyDecodingStrategy",
                  elements[index + 1].is(AssignmentExprSyntax.self)
            else { continue }
            found.append(PositionedText(text: Self.strategy(elements[index + 2]), position: locate(target.positionAfterSkippingLeadingTrivia)))
        }
        return .visitChildren
    }

    /// `.convertFromSnakeCase` → `convertFromSnakeCase`; `.custom { … }` → `custom`; anything else as written.
    static func strategy(_ value: ExprSyntax) -> String {
        if let member = value.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text
        }
        if let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text
        }
        return value.trimmedDescription
    }
}
