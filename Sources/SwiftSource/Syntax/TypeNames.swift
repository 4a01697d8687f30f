import SwiftSyntax

/// The names `check`'s rules and `adopt` compare declarations by: a type annotation's outermost type, attribute
/// and modifier names.
public enum TypeNames {
    /// `WalletRepository` for `WalletRepository`, `any WalletRepository`, `(some WalletRepository)?`,
    /// `@escaping () -> …` excluded; `Foo.Bar` for a member type; nil for collections, functions, tuples and
    /// compositions, which hold a dependency only indirectly.
    public static func outermost(_ type: TypeSyntax) -> String? {
        switch type.kind {
        case .identifierType:
            let identifier = type.cast(IdentifierTypeSyntax.self)
            // `Optional<Wallet>` is `Wallet?`.
            if identifier.name.text == "Optional", let argument = identifier.genericArgumentClause?.arguments.first,
               case .type(let wrapped) = argument.argument {
                return outermost(wrapped)
            }
            return identifier.name.text
        case .memberType:
            let member = type.cast(MemberTypeSyntax.self)
            return outermost(member.baseType).map { "\($0).\(member.name.text)" }
        case .optionalType:
            return outermost(type.cast(OptionalTypeSyntax.self).wrappedType)
        case .implicitlyUnwrappedOptionalType:
            return outermost(type.cast(ImplicitlyUnwrappedOptionalTypeSyntax.self).wrappedType)
        case .someOrAnyType:
            return outermost(type.cast(SomeOrAnyTypeSyntax.self).constraint)
        case .attributedType:
            return outermost(type.cast(AttributedTypeSyntax.self).baseType)
        case .tupleType:
            let tuple = type.cast(TupleTypeSyntax.self)
            guard tuple.elements.count == 1, let only = tuple.elements.first else { return nil }
            return outermost(only.type)
        default:
            return nil
        }
    }

    /// Attribute names without `@` or arguments: `MainActor`, `Observable`, `Environment`.
    public static func attributes(_ list: AttributeListSyntax) -> [String] {
        list.compactMap { element in
            guard case .attribute(let attribute) = element else { return nil }
            return attribute.attributeName.trimmedDescription
        }
    }

    /// `final`, `static`, `private(set)`.
    public static func modifiers(_ list: DeclModifierListSyntax) -> [String] {
        list.map { modifier in
            modifier.detail.map { "\(modifier.name.text)(\($0.detail.text))" } ?? modifier.name.text
        }
    }

    /// `= Foo()`, `= Foo.shared`, `= try await Foo.make()`: the called (or named) expression of a value.
    public static func callee(of value: ExprSyntax) -> ExprSyntax {
        var expression = value
        while true {
            if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
            else if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
            else if let awaited = expression.as(AwaitExprSyntax.self) { expression = awaited.expression }
            else { return expression }
        }
    }

    /// The type a stored property holds: its annotation's outermost name, else the type its initial value makes
    /// (`= WalletRepository()`, `= WalletRepository.shared`).
    public static func heldType(_ binding: PatternBindingSyntax) -> String? {
        if let annotation = binding.typeAnnotation { return outermost(annotation.type) }
        guard let value = binding.initializer?.value else { return nil }
        let first = ExpressionPaths.path(callee(of: value)).first ?? ""
        return ExpressionPaths.looksLikeType(first) ? first : nil
    }
}

extension TypeNames {
    /// An expression without `try`, `await` and `?? default` around it: `try? Double(text) ?? 0` → `Double(text)`.
    public static func unwrapped(_ value: ExprSyntax) -> ExprSyntax {
        if let tried = value.as(TryExprSyntax.self) { return unwrapped(tried.expression) }
        if let awaited = value.as(AwaitExprSyntax.self) { return unwrapped(awaited.expression) }
        if let sequence = value.as(SequenceExprSyntax.self), let first = sequence.elements.first,
           sequence.elements.count == 3, sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            return unwrapped(first)
        }
        return value
    }
}
