import SwiftSource
import SwiftSyntax

/// The stored property a binding argument of a view names: `$tab` (a property of the view), `$router.path` or
/// `$appState.selectedTab` (a property of the type the view's property holds: an `@EnvironmentObject`, an
/// `@Observable` in `@State`), read through the module's declarations one name at a time. Real apps keep their
/// selected tab on a shared state object as often as on the view (vadimbelyaev/TbilisiCleanups@0fa7030,
/// TbilisiCleanups/Views/RootView/RootView.swift: `TabView(selection: $appState.selectedTab)`).
struct BoundProperty {
    var binding: PatternBindingSyntax
    /// The type declaring the property: the view, or the type one of its properties holds.
    var holder: DeclGroupSyntax
    /// The holder's name as code outside it spells it (`AppState`), nil when it is the view itself.
    var holderName: String?

    /// The property `argument` (`$a.b.c`) ends at, or nil when it is no `$` projection or a name cannot be followed.
    static func of(_ argument: ExprSyntax, owner: DeclGroupSyntax, module: ModuleSources) -> BoundProperty? {
        var names = ExpressionPaths.path(argument).filter { $0 != "self" }
        guard let first = names.first, first.hasPrefix("$") else { return nil }
        names[0] = String(first.dropFirst())
        var holder = owner
        var holderName: String?
        for (index, name) in names.enumerated() {
            guard let binding = binding(named: name, in: holder) else { return nil }
            if index == names.count - 1 { return BoundProperty(binding: binding, holder: holder, holderName: holderName) }
            guard let type = TypeNames.heldType(binding), let next = module.declaration(of: type)?.decl else { return nil }
            holder = next
            holderName = type
        }
        return nil
    }

    private static func binding(named name: String, in decl: DeclGroupSyntax) -> PatternBindingSyntax? {
        for member in decl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            if let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) {
                return binding
            }
        }
        return nil
    }

    /// The type the property is declared with (`: Tab`), or the one its initial value names (`= Tab.home`).
    var declaredType: String? {
        if let annotation = binding.typeAnnotation?.type.trimmedDescription { return annotation }
        if let member = binding.initializer?.value.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, base.first?.isUppercase == true {
            return base
        }
        return nil
    }
}
