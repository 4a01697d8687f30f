import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// The stand-in for Xcode's `PreviewsMacros.SwiftUIView`, the implementation of `#Preview`: it expands to a
/// main-actor type holding the preview's name and its body closure, so the closure is type-checked where it
/// is written (isolation, return type, every name it uses) as Apple's expansion does. Nothing renders it.
public struct SwiftUIView: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let labeledBody = node.arguments.first { $0.label?.text == "body" }?.expression
        guard let body = node.trailingClosure.map(ExprSyntax.init) ?? labeledBody else {
            throw PreviewExpansionError.missingBody
        }
        let name = node.arguments.first { $0.label == nil }?.expression.trimmedDescription ?? "nil"
        let type = context.makeUniqueName("Preview")
        return [
            """
            @MainActor private enum \(type) {
                static let name: Swift.String? = \(raw: name)
                static let body: @MainActor () -> any SwiftUI.View = \(body.trimmed)
            }
            """
        ]
    }
}

/// Why a `#Preview` could not be expanded.
enum PreviewExpansionError: Error, CustomStringConvertible {
    case missingBody

    var description: String { "#Preview needs a body closure" }
}

/// The plugin executable the compiler loads with `-load-plugin-executable <path>#PreviewsMacros`.
@main
struct PreviewsMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [SwiftUIView.self]
}
