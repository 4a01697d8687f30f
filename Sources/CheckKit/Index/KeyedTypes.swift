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

    /// `resolver.resolve(WalletRepository.self)!`, `try Container.shared.resolve(WalletRepository.self, name: "remote")`: a
    /// container asked by type (Swinject's `Resolver`), the lookup `@Injected(\.walletRepository)` makes by key; a
    /// property kept from it without a written type holds the type asked for, not the container. Nil for any other
    /// value and for a property whose type is written.
    static func resolved(by binding: PatternBindingSyntax) -> String? {
        guard binding.typeAnnotation == nil, var value = binding.initializer.map({ TypeNames.unwrapped($0.value) }) else { return nil }
        while true {
            if let unwrapped = value.as(ForceUnwrapExprSyntax.self) { value = unwrapped.expression } else if let chained = value.as(OptionalChainingExprSyntax.self) {
                value = chained.expression
            } else { break }
        }
        guard let call = value.as(FunctionCallExprSyntax.self), call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "resolve",
              let asked = call.arguments.first, asked.label == nil,
              let metatype = asked.expression.as(MemberAccessExprSyntax.self), metatype.declName.baseName.text == "self",
              let base = metatype.base, let name = ExpressionPaths.path(base).last, ExpressionPaths.looksLikeType(name) else { return nil }
        return name
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
