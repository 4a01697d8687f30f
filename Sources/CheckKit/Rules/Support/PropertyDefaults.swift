import SwiftSyntax

/// The stored property an initializer parameter's default value is kept in: in `init(store: ImageStoring =
/// ImageStorage())` beside `private let store: ImageStoring`, `ImageStorage` is what the property holds. A dependency
/// is one break, where the type declares it: a finding about the default is reported at the property, once.
enum PropertyDefaults {
    /// The name of the stored property of `type` named as the initializer parameter whose default value holds `token`;
    /// nil when the token is in no parameter's default or the type stores no property of that name.
    static func property(given token: TokenSyntax, in type: TypeScope) -> TokenSyntax? {
        var node = token.parent
        while let current = node, !current.is(InitializerDeclSyntax.self) {
            if let clause = current.as(InitializerClauseSyntax.self), let parameter = clause.parent?.as(FunctionParameterSyntax.self),
               parameter.parent?.parent?.parent?.parent?.is(InitializerDeclSyntax.self) == true {
                let name = (parameter.secondName ?? parameter.firstName).text
                return storedProperty(named: name, in: type)
            }
            node = current.parent
        }
        return nil
    }

    private static func storedProperty(named name: String, in type: TypeScope) -> TokenSyntax? {
        for member in type.memberDecls {
            guard let variable = member.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, identifier.text == name { return identifier }
            }
        }
        return nil
    }
}
