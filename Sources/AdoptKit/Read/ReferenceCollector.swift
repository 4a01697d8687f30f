import SwiftSource
import SwiftSyntax

/// Collects the type names a declaration mentions, each once at its first mention: names in type positions
/// (`let store: WalletRepository`), and capitalized names in expressions (`WalletRepository.shared`,
/// `UserDefaults.standard`, `DefaultWalletRepository(…)`). Attribute names (`@MainActor`) are not
/// references; their arguments are (`@Environment(AppEnvironment.self)`).
final class ReferenceCollector: SyntaxVisitor {
    private let locate: (AbsolutePosition) -> Position
    private var seen: Set<String> = []
    private(set) var references: [PositionedText] = []
    /// The views hosted by `UIHostingController(rootView:)` calls, as `UIKitScene` reads them.
    private(set) var hostedViews: [PositionedText] = []

    init(locate: @escaping (AbsolutePosition) -> Position) {
        self.locate = locate
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(AttributeSyntax.self) != true {
            record(node.name)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `wallet.Kind`: the member's name is the member access's, recorded only as part of its base.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            return .visitChildren
        }
        record(node.baseName)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if UIKitScene.isHosting(node), let view = UIKitScene.hostedType(of: node) {
            hostedViews.append(PositionedText(text: view, position: locate(node.positionAfterSkippingLeadingTrivia)))
        }
        return .visitChildren
    }

    private func record(_ token: TokenSyntax) {
        let name = token.text
        guard ExpressionPaths.looksLikeType(name), seen.insert(name).inserted else { return }
        references.append(PositionedText(text: name, position: locate(token.positionAfterSkippingLeadingTrivia)))
    }
}
