import ScaffoldCore
import SwiftSyntax

/// Reads the marks of `MockSelection` off declarations: comments before a protocol's or extension's keyword
/// (above or below its attributes), and an extension's conformance to the marker protocol. Reads the typed
/// tree: it looks only at protocols and top-level extensions, of files the cheap scan found a mark in.
struct MarkReader {
    let selection: MockSelection

    /// A comment mark before the `protocol` keyword: `/// @mockable`, `// sourcery: AutoMockable`.
    func isMarked(_ decl: ProtocolDeclSyntax) -> Bool {
        hasMarkComment(decl.attributes) || hasMarkComment(decl.modifiers) || hasMarkComment(decl.protocolKeyword)
    }

    /// The arguments of the annotation's doc comment (`/// @mockable(override: name = FooMock)`); empty when
    /// there are none or Mockolo's annotation is not a selecting mark.
    func annotationArguments(_ decl: ProtocolDeclSyntax) -> AnnotationArguments {
        guard selection.markers.contains(.mockable) else { return AnnotationArguments() }
        let tokens = [decl.attributes.firstToken(viewMode: .sourceAccurate), decl.modifiers.firstToken(viewMode: .sourceAccurate),
                      decl.protocolKeyword].compactMap { $0 }
        for token in tokens {
            for piece in token.leadingTrivia {
                switch piece {
                case .docLineComment(let comment), .docBlockComment(let comment):
                    if hasAnnotation(comment) { return AnnotationArguments(comment: comment, annotation: selection.annotation) }
                default:
                    continue
                }
            }
        }
        return AnnotationArguments()
    }

    /// `// sourcery: AutoMockable` before `extension P {}`, or `extension P: AutoMockable {}`: P is selected wherever it
    /// is declared. Only plain names can be extended protocols (`extension Module.P` is not read).
    func selectedExtension(_ decl: ExtensionDeclSyntax, location: (AbsolutePosition) -> ScaffoldCore.SourceLocation) -> LocatedName? {
        guard let extended = decl.extendedType.as(IdentifierTypeSyntax.self), extended.genericArgumentClause == nil else { return nil }
        let name = extended.name.text
        guard !selection.isMarkerProtocol(name) else { return nil }
        let conforms = decl.inheritanceClause?.inheritedTypes.contains { inherited in
            inherited.type.as(IdentifierTypeSyntax.self).map { selection.isMarkerConformance($0.name.text) } ?? false
        } ?? false
        guard conforms || hasMarkComment(decl.attributes) || hasMarkComment(decl.modifiers) || hasMarkComment(decl.extensionKeyword) else {
            return nil
        }
        return LocatedName(name: name, location: location(decl.extensionKeyword.positionAfterSkippingLeadingTrivia))
    }

    private func hasMarkComment(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            token.leadingTrivia.contains { piece in
                switch piece {
                case .docLineComment(let comment), .docBlockComment(let comment):
                    hasAnnotation(comment) || selection.isSourceryAnnotation(Substring(comment))
                case .lineComment(let comment), .blockComment(let comment):
                    selection.isSourceryAnnotation(Substring(comment))
                default:
                    false
                }
            }
        }
    }

    private func hasAnnotation(_ comment: String) -> Bool {
        selection.markers.contains(.mockable) && SourceText.contains(Array(selection.annotation.utf8), in: comment.utf8)
    }
}
