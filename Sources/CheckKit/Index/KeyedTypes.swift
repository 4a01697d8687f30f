import SwiftSource
import SwiftSyntax

/// The type a dependency container's key gives, and the key a property wrapper is handed. Containers keyed by
/// property (Factory's `extension Container { var walletRepository: Factory<WalletRepository> { … } }`, SwiftUI's
/// `extension EnvironmentValues { var theme: Theme { … } }`) are read by a wrapper given the key path
/// (`@Injected(\.walletRepository) var repository`, no type written): the holder holds what the key gives.
enum KeyedTypes {
    /// `Factory<WalletRepository>` → `WalletRepository` (a container's factory, `…Factory<Parameter, Result>` too:
    /// its last argument is what it makes); `Theme` → `Theme`; `= Factory<WalletRepository> { … }` (a static key) →
    /// `WalletRepository`. Nil when nothing names the type (`Factory(self) { … }`).
    static func given(by binding: PatternBindingSyntax) -> String? {
        if let annotation = binding.typeAnnotation?.type {
            if let identifier = annotation.as(IdentifierTypeSyntax.self), isFactory(identifier.name.text),
               case .type(let made)? = identifier.genericArgumentClause?.arguments.last?.argument {
                return TypeNames.outermost(made)
            }
            return TypeNames.outermost(annotation)
        }
        guard let value = binding.initializer?.value,
              let specialized = TypeNames.callee(of: value).as(GenericSpecializationExprSyntax.self),
              let name = specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, isFactory(name),
              case .type(let made)? = specialized.genericArgumentClause.arguments.last?.argument else { return nil }
        return TypeNames.outermost(made)
    }

    /// `Factory`, `ParameterFactory`: a container's maker of one dependency.
    private static func isFactory(_ name: String) -> Bool {
        name.hasSuffix("Factory")
    }

    /// A key a property wrapper is given: its name, the type it is written on (`Container` of `\Container.x` or
    /// `Container.x`; nil for `\.x`), and its token.
    struct Key {
        var name: String
        var root: String?
        var token: TokenSyntax
    }

    /// The key a property wrapper is given: `walletRepository` of `@Injected(\.walletRepository)`,
    /// `@LazyInjected(\Container.walletRepository)`, `@Environment(\.theme)`, or of a static key
    /// `@Injected(Container.walletRepository)`; nil for a wrapper given none.
    static func key(of attribute: AttributeSyntax) -> Key? {
        guard case .argumentList(let arguments)? = attribute.arguments, let first = arguments.first?.expression else { return nil }
        if let keyPath = first.as(KeyPathExprSyntax.self), keyPath.components.count == 1,
           case .property(let property)? = keyPath.components.first?.component {
            return Key(name: property.declName.baseName.text, root: keyPath.root.flatMap(TypeNames.outermost), token: property.declName.baseName)
        }
        if let member = first.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.text.first?.isUppercase == true, member.declName.baseName.text != "self" {
            return Key(name: member.declName.baseName.text, root: base.baseName.text, token: member.declName.baseName)
        }
        return nil
    }

    /// The key of the first of a property's wrappers that is given one.
    static func key(of variable: VariableDeclSyntax) -> Key? {
        for element in variable.attributes {
            if case .attribute(let attribute) = element, let key = key(of: attribute) { return key }
        }
        return nil
    }
}
