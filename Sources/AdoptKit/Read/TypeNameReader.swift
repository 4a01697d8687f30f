import SwiftSyntax

/// The name a type annotation stands for, as the architecture rules compare them.
enum TypeNameReader {
    /// `WalletRepository` for `WalletRepository`, `any WalletRepository`, `(some WalletRepository)?`,
    /// `@escaping () -> …` excluded; `Foo.Bar` for a member type; nil for collections, functions, tuples and
    /// compositions, which hold a dependency only indirectly.
    static func outermost(_ type: TypeSyntax) -> String? {
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
    static func attributes(_ list: AttributeListSyntax) -> [String] {
        list.compactMap { element in
            guard case .attribute(let attribute) = element else { return nil }
            return attribute.attributeName.trimmedDescription
        }
    }

    /// `final`, `static`, `private(set)`.
    static func modifiers(_ list: DeclModifierListSyntax) -> [String] {
        list.map { modifier in
            modifier.detail.map { "\(modifier.name.text)(\($0.detail.text))" } ?? modifier.name.text
        }
    }
}
