import MockKit
import ScaffoldCore
import SwiftSyntax

/// Reads the parts of declarations that methods, initializers, subscripts and accessors share.
enum SignatureReader {
    /// Parameters with their types; `inout` and `...` become flags, and an unnamed `_: Int` gets a name the mock can use.
    static func parameters(_ list: FunctionParameterListSyntax, labelsAreImplicit: Bool = false) -> [MockParameter] {
        list.enumerated().map { index, parameter in
            let first = parameter.firstName.text
            var label: String?
            var name: String
            if let second = parameter.secondName {
                label = first
                name = escaped(second.text)
            } else if first == "_" {
                label = "_"
                name = "arg\(index)"
            } else {
                // Subscript parameters have no argument label unless one is written twice.
                label = labelsAreImplicit ? "_" : nil
                name = escaped(first)
            }
            if name == "_" { name = "arg\(index)" }
            let (type, isInout) = typeWithoutInout(SwiftTypes.type(parameter.type))
            return MockParameter(
                label: label,
                name: name,
                type: type,
                isInout: isInout,
                isVariadic: parameter.ellipsis != nil,
                defaultValue: parameter.defaultValue.map { OneLine.text($0.value) }
            )
        }
    }

    /// A keyword may name a parameter (`func max(for: Int)`, `first throws: String`); the mock spells it
    /// `` `for` `` wherever it uses the value, and a backticked label is the same label.
    private static func escaped(_ name: String) -> String {
        name != "_" && SwiftKeywords.isReserved(name, asType: false) ? "`\(name)`" : name
    }

    /// The return type, nil for `Void` and `()`.
    static func returnType(_ clause: ReturnClauseSyntax?) -> SwiftType? {
        guard let clause else { return nil }
        let type = SwiftTypes.type(clause.type)
        // Only these spellings: `Swift.Void` is returned as written, as it always was.
        return type == .named("Void") || type == .tuple([]) ? nil : type
    }

    /// What a declaration's modifiers mean to a mock, read in one pass over them.
    static func modifiers(_ list: DeclModifierListSyntax) -> Modifiers {
        var modifiers = Modifiers()
        for modifier in list {
            switch modifier.name.text {
            case "static", "class": modifiers.isStatic = true
            case "mutating": modifiers.isMutating = true
            // Access levels and `override` do not change what a mock implements.
            case "override", "public", "package", "internal", "fileprivate", "private", "open": continue
            default: modifiers.unsupported.append(OneLine.text(modifier))
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

    /// `inout T` → T and a flag; the type's other specifiers and attributes stay.
    private static func typeWithoutInout(_ type: SwiftType) -> (SwiftType, Bool) {
        guard case .attributed(var specifiers, let attributes, let base) = type, let index = specifiers.firstIndex(of: "inout") else {
            return (type, false)
        }
        specifiers.remove(at: index)
        return (specifiers.isEmpty && attributes.isEmpty ? base : .attributed(specifiers: specifiers, attributes: attributes, base), true)
    }
}
