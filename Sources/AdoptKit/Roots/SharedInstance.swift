import SwiftSource
import SwiftSyntax

/// The one instance an app's composition root keeps of itself (`static let shared = DiContainer()`), through which a
/// view that holds no container reaches it: routes inserted there call `DiContainer.shared.bookmarkScreen(for:)`.
/// A service locator kept as a singleton is a common shape of a container; a private one no view can name.
enum SharedInstance {
    /// `Container.shared`, or nil when `container` declares no static stored property of its own type visible to
    /// the module.
    static func receiver(in container: DeclGroupSyntax, named name: String) -> String? {
        for member in container.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let modifiers = TypeNames.modifiers(variable.modifiers)
            guard modifiers.contains("static") || modifiers.contains("class"),
                  !modifiers.contains("private"), !modifiers.contains("fileprivate") else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil && TypeNames.heldType(binding) == name {
                if let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    return "\(name).\(property)"
                }
            }
        }
        return nil
    }
}
