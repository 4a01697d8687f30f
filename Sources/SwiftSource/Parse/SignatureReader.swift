import MockKit
@_spi(RawSyntax) import SwiftSyntax

/// Reads the parts of declarations that methods, initializers, subscripts and accessors share.
struct SignatureReader {
    let text: WrittenText

    /// Parameters as written; `inout` and `...` become flags, and an unnamed `_: Int` gets a name the mock can use.
    func parameters(_ list: RawFunctionParameterListSyntax, labelsAreImplicit: Bool = false) -> [MockParameter] {
        var parameters: [MockParameter] = []
        parameters.reserveCapacity(list.layoutView.children.count)
        for (index, parameter) in list.each.enumerated() {
            let first = String(syntaxText: parameter.firstName.tokenText)
            var label: String?
            var name: String
            if let second = parameter.secondName {
                label = first
                name = String(syntaxText: second.tokenText)
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
            parameters.append(MockParameter(
                label: label,
                name: name,
                type: type,
                isInout: isInout,
                isVariadic: parameter.ellipsis != nil,
                defaultValue: parameter.defaultValue.map { text.written($0.value) }
            ))
        }
        return parameters
    }

    func throwing(_ clause: RawThrowsClauseSyntax?) -> MockThrows {
        guard let clause else { return .none }
        if clause.throwsSpecifier.isKeyword("rethrows") { return .rethrowing }
        if let type = clause.type { return .typed(text.written(type)) }
        return .throwing
    }

    /// The return type as written, nil for `Void` and `()`.
    func returnType(_ clause: RawReturnClauseSyntax?) -> String? {
        guard let clause else { return nil }
        let type = text.written(clause.type)
        return type == "Void" || type == "()" ? nil : type
    }

    /// What a declaration's modifiers mean to a mock, read in one pass over them.
    func modifiers(_ list: RawDeclModifierListSyntax) -> Modifiers {
        var modifiers = Modifiers()
        for modifier in list.each {
            switch modifier.name.tokenText {
            case "static", "class": modifiers.isStatic = true
            case "mutating": modifiers.isMutating = true
            // Access levels and `override` do not change what a mock implements.
            case "override", "public", "package", "internal", "fileprivate", "private", "open": continue
            default: modifiers.unsupported.append(text.written(modifier))
            }
        }
        return modifiers
    }

    /// The modifiers of one declaration, as far as a mock is concerned.
    struct Modifiers {
        var isStatic = false
        var isMutating = false
        /// Modifiers a mock cannot reproduce (`nonisolated`, `optional`, `consuming`, …), as written.
        var unsupported: [String] = []
    }

    private func typeWithoutInout(_ type: RawTypeSyntax) -> (String, Bool) {
        guard let attributed = RawAttributedTypeSyntax(type) else { return (text.written(type), false) }
        for specifier in attributed.specifiers.simpleSpecifiers where specifier.specifier.isKeyword("inout") {
            return (text.written(type, skipping: specifier.specifier), true)
        }
        return (text.written(type), false)
    }
}

extension RawTokenSyntax {
    /// The keyword `name` as `TokenKind.keyword` would have it: a keyword token with exactly that text.
    func isKeyword(_ name: SyntaxText) -> Bool {
        tokenKind == .keyword && tokenText == name
    }
}
