import SwiftSource
import SwiftSyntax

/// The stored values a type's setters write: `set { transaction[keyPath: keyPath] = newValue }` in a
/// `subscript(dynamicMember:)`, `set { draft.title = newValue }` in a computed property. A private record written
/// through a public setter is edited from outside (a view binding to `$viewModel.amount`) as much as a settable
/// property is.
enum SetterTargets {
    static func names(in type: TypeScope) -> Set<String> {
        var accessors: [AccessorBlockSyntax] = []
        for decl in type.memberDecls {
            if let subscriptDecl = decl.as(SubscriptDeclSyntax.self), let block = subscriptDecl.accessorBlock {
                accessors.append(block)
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                accessors += variable.bindings.compactMap(\.accessorBlock)
            }
        }
        var names = Set<String>()
        for block in accessors {
            guard case .accessors(let list) = block.accessors else { continue }
            for accessor in list where accessor.accessorSpecifier.tokenKind == .keyword(.set) {
                guard let body = accessor.body else { continue }
                let finder = Finder(viewMode: .sourceAccurate)
                finder.walk(body)
                names.formUnion(finder.targets)
            }
        }
        return names
    }

    /// `x = …`, `self.x.y = …`, `x[keyPath: k] = …`: `x`.
    private final class Finder: SyntaxVisitor {
        private(set) var targets = Set<String>()

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
                var target = elements[0]
                while let subscripted = target.as(SubscriptCallExprSyntax.self) { target = subscripted.calledExpression }
                if let root = ExpressionPaths.path(target).first(where: { $0 != "self" }), !root.isEmpty { targets.insert(root) }
            }
            return .visitChildren
        }
    }
}
