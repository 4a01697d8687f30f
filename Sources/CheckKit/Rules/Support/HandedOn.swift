import SwiftSource
import SwiftSyntax

/// A value a type only hands on to what it builds: passed as an argument of an initializer call
/// (`HomeViewModel(dataManager: DataManager(context: modelContext))`, `WelcomeViewModel(repository:
/// dependencies.quoteRepository)`), directly or through a local or a computed property that is only passed so
/// (`let dataManager = DataManager(context: modelContext)`, then `HomeViewModel(dataManager: dataManager)`). A view
/// that builds the screens it shows and gives them their stores wires them; it reads and writes nothing itself.
enum HandedOn {
    /// Whether the name at `token` (a type constructed or read, `DataManager(…)`, `Store.shared`, or a container's member
    /// `dependencies.quoteRepository`) is only handed on; false for a type written in a declaration (a property's type).
    static func isHandedOn(_ token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
        var value = ExprSyntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { value = ExprSyntax(member) }
        value = outermost(value)
        if isArgumentOfInitializer(value) { return true }
        guard let name = boundName(of: value) else { return false }
        let uses = references(to: name.text, in: name.scope, excluding: name.token)
        return !uses.isEmpty && uses.allSatisfy(isArgumentOfInitializer)
    }

    /// The value an expression stands for once constructed or read: `DataManager(…)` for `DataManager`, `Store.shared`
    /// for `Store`. A call of a method on it (`Store.shared.save()`) or a read of its data (`store.items`) is a use,
    /// where the climb stops short of it.
    private static func outermost(_ expression: ExprSyntax) -> ExprSyntax {
        var value = expression
        while true {
            if let call = value.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == value.id, isTypeName(value) {
                value = ExprSyntax(call)
            } else if let member = value.parent?.as(MemberAccessExprSyntax.self), member.base?.id == value.id, isTypeName(value),
                      member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != member.id {
                value = ExprSyntax(member)
            } else {
                return value
            }
        }
    }

    /// `DataManager`, `Store.init`: what an initializer call is made on.
    private static func isTypeName(_ expression: ExprSyntax) -> Bool {
        let path = ExpressionPaths.path(expression)
        guard let last = path.last else { return false }
        return last == "init" || last.first?.isUppercase == true
    }

    /// `HomeViewModel(dataManager: value)`, `.init(repository: value)`: an argument of a call that builds a value.
    private static func isArgumentOfInitializer(_ value: ExprSyntax) -> Bool {
        guard let argument = value.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return isTypeName(call.calledExpression)
    }

    /// The name `value` is kept under when it is a local's initial value (`let dataManager = value` in a body) or a
    /// computed property's only expression (`var dataManager: DataManaging { value }`), with where that name is read.
    private static func boundName(of value: ExprSyntax) -> (text: String, token: TokenSyntax, scope: Syntax)? {
        if let clause = value.parent?.as(InitializerClauseSyntax.self), let binding = clause.parent?.as(PatternBindingSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
           let body = binding.parent?.parent?.parent?.as(CodeBlockItemSyntax.self)?.parent {
            return (name.text, name, body)
        }
        if let item = value.parent?.as(CodeBlockItemSyntax.self), let items = item.parent?.as(CodeBlockItemListSyntax.self), items.count == 1,
           let binding = items.parent?.parent?.as(PatternBindingSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
           let members = binding.ancestor(MemberBlockSyntax.self) {
            return (name.text, name, Syntax(members))
        }
        return nil
    }

    /// The reads of `name` in `scope` (`name`, `self.name`), as the expressions that read it.
    private static func references(to name: String, in scope: Syntax, excluding declaration: TokenSyntax) -> [ExprSyntax] {
        scope.tokens(viewMode: .sourceAccurate).compactMap { token -> ExprSyntax? in
            guard token.tokenKind == .identifier(name), token.id != declaration.id,
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? ExprSyntax(member) : nil
            }
            return ExprSyntax(reference)
        }
    }
}

private extension SyntaxProtocol {
    /// The nearest enclosing node of `kind`.
    func ancestor<Kind: SyntaxProtocol>(_ kind: Kind.Type) -> Kind? {
        var node = parent
        while let current = node {
            if let found = current.as(kind) { return found }
            node = current.parent
        }
        return nil
    }
}
