import SwiftSyntax

/// What a `NavigationStack(path:)` can hold. A feature's screens push its own route values (`BookmarkRoute.edit`),
/// which a `NavigationPath` (or a stack without a path) takes and a typed path (`[Route]`) refuses at run time —
/// the app would build and the feature's rows would push nothing.
enum StackPath: Equatable {
    case any
    /// `[Route]`: the element type.
    case typed(String)

    /// The path of `stack`, read from the property `$path` or `$router.path` names in `owner` (or in the module's type
    /// that property holds); `.any` when there is no path or its type cannot be told.
    static func of(_ stack: FunctionCallExprSyntax, owner: DeclGroupSyntax, module: ModuleSources) -> StackPath {
        guard let argument = ViewExpressions.argument("path", of: stack),
              let bound = BoundProperty.of(argument, owner: owner, module: module) else { return .any }
        return kind(of: bound.binding)
    }

    private static func kind(of binding: PatternBindingSyntax) -> StackPath {
        if let type = binding.typeAnnotation?.type {
            if let array = type.as(ArrayTypeSyntax.self) { return .typed(array.element.trimmedDescription) }
            return .any
        }
        guard let value = binding.initializer?.value else { return .any }
        if let array = value.as(ArrayExprSyntax.self), array.elements.isEmpty { return .typed("?") }
        // `[Route]()`
        if let call = value.as(FunctionCallExprSyntax.self), let array = call.calledExpression.as(ArrayExprSyntax.self),
           let element = array.elements.first {
            return .typed(element.expression.trimmedDescription)
        }
        return .any
    }
}
