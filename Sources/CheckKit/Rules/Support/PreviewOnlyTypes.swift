import SwiftSyntax

/// A type that exists only for the file's previews: declared `private` or `fileprivate` (so nothing outside the file
/// sees it) and named, outside its own declaration, only inside `#Preview` blocks and `PreviewProvider` types
/// (`fileprivate struct PickerPreview: View { @AppStorage("theme") var theme … }` shown by `#Preview { PickerPreview() }`).
/// Such code is the previews' support, as a `PreviewProvider` is: it is not the app's data access or its rules.
enum PreviewOnlyTypes {
    /// Whether the declaration `node` named `name` in `tree` is used by previews only (and used at all).
    static func isPreviewOnly(_ node: some DeclGroupSyntax, name: String, in tree: SourceFileSyntax) -> Bool {
        let modifiers = node.modifiers.map(\.name.tokenKind)
        guard modifiers.contains(.keyword(.private)) || modifiers.contains(.keyword(.fileprivate)) else { return false }
        let own = node.positionAfterSkippingLeadingTrivia..<node.endPositionBeforeTrailingTrivia
        var used = false
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) && !own.contains(token.position) {
            guard isInPreview(token) else { return false }
            used = true
        }
        return used
    }

    /// Inside a `#Preview` block, or in a type that conforms to `PreviewProvider`.
    private static func isInPreview(_ token: TokenSyntax) -> Bool {
        var node = token.parent
        while let current = node {
            if let macro = current.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = current.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let group = current.asProtocol(DeclGroupSyntax.self),
               group.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "PreviewProvider" }) == true {
                return true
            }
            node = current.parent
        }
        return false
    }
}
