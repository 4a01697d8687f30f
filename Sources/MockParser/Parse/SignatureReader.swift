import MockKit
import SwiftSyntax

/// Reads the parts of declarations that methods, initializers, subscripts and accessors share.
enum SignatureReader {
    /// Parameters as written; `inout` and `...` become flags, and an unnamed `_: Int` gets a name the mock can use.
    static func parameters(_ list: FunctionParameterListSyntax, labelsAreImplicit: Bool = false) -> [MockParameter] {
        list.enumerated().map { index, parameter in
            let first = parameter.firstName.text
            var label: String?
            var name: String
            if let second = parameter.secondName {
                label = first
                name = second.text
            } else if first == "_" {
                label = "_"
                name = "arg\(index)"
            } else {
                // Subscript parameters have no argument label unless one is written twice.
                label = labelsAreImplicit ? "_" : nil
                name = first
            }
            if name == "_" { name = "arg\(index)" }
            let (type, isInout) = typeWithoutInout(parameter.type)
            return MockParameter(
                label: label,
                name: name,
                type: type,
                isInout: isInout,
                isVariadic: parameter.ellipsis != nil,
                defaultValue: parameter.defaultValue.map { SyntaxText.written($0.value) }
            )
        }
    }

    static func throwing(_ clause: ThrowsClauseSyntax?) -> MockThrows {
        guard let clause else { return .none }
        if clause.throwsSpecifier.tokenKind == .keyword(.rethrows) { return .rethrowing }
        if let type = clause.type { return .typed(SyntaxText.written(type)) }
        return .throwing
    }

    /// The return type as written, nil for `Void` and `()`.
    static func returnType(_ clause: ReturnClauseSyntax?) -> String? {
        guard let clause else { return nil }
        let type = SyntaxText.written(clause.type)
        return type == "Void" || type == "()" ? nil : type
    }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    static func isMutating(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
    }

    /// Modifiers a mock cannot reproduce (`nonisolated`, `optional`, `consuming`, …), as written.
    static func unsupportedModifiers(_ modifiers: DeclModifierListSyntax) -> [String] {
        modifiers.compactMap { modifier in
            supportedModifiers.contains(modifier.name.text) ? nil : SyntaxText.written(modifier)
        }
    }

    /// `static`/`class` and `mutating` are modelled; access levels and `override` do not change what a mock implements.
    private static let supportedModifiers: Set<String> = [
        "static", "class", "mutating", "override", "public", "package", "internal", "fileprivate", "private", "open",
    ]

    private static func typeWithoutInout(_ type: TypeSyntax) -> (String, Bool) {
        guard let attributed = type.as(AttributedTypeSyntax.self) else { return (SyntaxText.written(type), false) }
        for specifier in attributed.specifiers {
            guard case .simpleTypeSpecifier(let simple) = specifier, simple.specifier.tokenKind == .keyword(.inout) else { continue }
            return (SyntaxText.written(type, skipping: simple.specifier), true)
        }
        return (SyntaxText.written(type), false)
    }
}
