import SwiftSource
import SwiftSyntax

/// How a view names the app's composition root, so a route inserted into its body calls the feature's screen
/// builder on it: `self` in the root itself, the property holding it (`let container: AppContainer`,
/// `@EnvironmentObject var dependencies: DependencyContainer`, `@Environment(AppContainer.self) private var
/// container`, `@StateObject private var dependencies = DependencyContainer.shared`); nil when the view holds none.
enum ContainerReceiver {
    static func name(in view: DeclGroupSyntax, viewName: String, container: String) -> String? {
        if viewName == container { return "self" }
        for member in view.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), StoreSite.isStoredInstanceProperty(member.decl) else { continue }
            let environment = variable.attributes.contains { element in
                guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "Environment",
                      case .argumentList(let arguments) = attribute.arguments, let first = arguments.first else { return false }
                return ViewExpressions.metatypeName(first.expression) == container
            }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if environment || TypeNames.heldType(binding) == container { return name }
            }
        }
        return nil
    }
}
