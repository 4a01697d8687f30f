import SwiftSource
import SwiftSyntax

/// Containers a type reaches dependencies through: the composition root (a `DIContainer`, `AppDependencies`) and
/// the types nested in it (`DIContainer.Services`), whose stored properties are the app's dependencies.
enum Containers {
    /// The type of the stored property a member access reaches through a container the visited type holds: for
    /// `self.services.multiGameService`, with `let services: DIContainer.Services` and `Services` declaring
    /// `let multiGameService: MultiGameService`, `MultiGameService`. Nil when the base is no container.
    static func reachedType(_ node: MemberAccessExprSyntax, in type: TypeScope, file: CheckFile) -> String? {
        guard let base = node.base, let container = containerType(of: base, in: type, file: file) else { return nil }
        let member = node.declName.baseName.text
        guard let type = file.type(named: container)?.properties.first(where: { $0.name == member })?.type else { return nil }
        return qualified(type, within: container, file: file)
    }

    /// A type named inside a container by its short name (`let services: Services`) is the one nested there
    /// (`AppContainer.Services`) when the container nests one so named.
    private static func qualified(_ name: String, within owner: String, file: CheckFile) -> String {
        guard !name.contains("."), file.type(named: owner)?.nestedTypes.contains(name) == true else { return name }
        return owner + "." + name
    }

    /// The container type an expression stands for: a stored property of the visited type (`services`,
    /// `self.services`) or of a container (`container.services`) whose type is a container.
    private static func containerType(of expression: ExprSyntax, in type: TypeScope, file: CheckFile) -> String? {
        let held: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            // Most bases are locals and parameters: only a stored property of the type itself is looked further.
            held = type.entry?.properties.first { $0.name == name }?.type.map { qualified($0, within: type.name, file: file) }
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                held = type.entry?.properties.first { $0.name == member.declName.baseName.text }?.type
                    .map { qualified($0, within: type.name, file: file) }
            } else {
                held = reachedType(member, in: type, file: file)
            }
        } else {
            return nil
        }
        guard let held, held != type.name, isContainer(held, file: file) else { return nil }
        return held
    }

    /// The composition root, or a type nested in it.
    private static func isContainer(_ name: String, file: CheckFile) -> Bool {
        if file.type(named: name)?.role == .app { return true }
        guard let dot = name.lastIndex(of: ".") else { return false }
        return isContainer(String(name[..<dot]), file: file)
    }
}
