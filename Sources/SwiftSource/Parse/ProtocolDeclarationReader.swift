import MockKit
import ScaffoldCore
@_spi(RawSyntax) import SwiftSyntax

/// Reads one `protocol` declaration into the mock model, noting why it cannot be mocked when that is the case.
struct ProtocolDeclarationReader {
    /// Every mark that selects a protocol (see `MarkReader`).
    let selection: MockSelection
    var annotation: String { selection.annotation }
    let text: WrittenText
    let lines: LineTable
    let path: String
    /// The annotation's bytes, when a byte search answers as `contains` would (see `byteSearchable`).
    private let annotationBytes: [UInt8]?

    init(selection: MockSelection, text: WrittenText, lines: LineTable, path: String) {
        self.selection = selection
        let annotation = selection.annotation
        self.text = text
        self.lines = lines
        self.path = path
        annotationBytes = Self.byteSearchable(annotation) ? Array(annotation.utf8) : nil
    }

    /// `enclosingCondition` is the `#if` a top-level protocol sits in, which a mock file cannot reproduce.
    func read(_ decl: ProtocolDeclSyntax, enclosingCondition: String?) -> ProtocolDeclaration {
        // Everything but the place and the annotation is read from the raw tree (see `WrittenText`).
        guard let raw = RawProtocolDeclSyntax(decl.raw) else { preconditionFailure("a protocol declaration") }
        let name = String(syntaxText: raw.name.tokenText)
        var reader = MemberReader(text: text, lines: lines)
        let members = reader.members(of: raw.memberBlock.members)
        var problems = reader.problems
        var associatedTypes = reader.associatedTypes
        var inherited = raw.inheritanceClause.map { TypeNames.constraints(in: $0, text: text) } ?? []
        for requirement in (raw.genericWhereClause?.requirements).each {
            guard let conformance = RawConformanceRequirementSyntax(requirement.requirement) else {
                problems.append("`where` clause `\(text.written(requirement))`")
                continue
            }
            let subject = text.written(conformance.leftType)
            let constraints = TypeNames.split(conformance.rightType, text: text)
            if subject == "Self" {
                inherited += constraints
            } else if let index = associatedTypes.firstIndex(where: { $0.name == subject || "Self.\($0.name)" == subject }) {
                associatedTypes[index].constraints += constraints
            } else {
                problems.append("`where` clause `\(text.written(requirement))`")
            }
        }
        if let rawProblem = RawIdentifiers.problem(protocolName: name, members: members, associatedTypes: associatedTypes) {
            problems.append(rawProblem)
        }
        let access = accessLevel(raw.modifiers)
        if access == "private" || access == "fileprivate" {
            problems.insert("it is \(access), so a mock in another file cannot conform to it", at: 0)
        }
        if let enclosingCondition {
            problems.insert("it is declared inside `\(enclosingCondition)`", at: 0)
        }
        let model = MockableProtocol(
            name: name,
            accessLevel: access == "public" || access == "package" ? access : "",
            inheritedTypes: inherited,
            attributes: text.attributes(raw.attributes),
            associatedTypes: associatedTypes,
            members: members
        )
        return ProtocolDeclaration(
            model: model,
            isAnnotated: !selection.isMarkerProtocol(name) && (isAnnotated(decl) || inherited.contains(where: selection.selectsByConformance)),
            location: location(of: decl),
            unmockableReason: problems.isEmpty ? nil : problems.joined(separator: "; ")
        )
    }

    /// Where the `protocol` keyword is.
    func location(of decl: ProtocolDeclSyntax) -> ScaffoldCore.SourceLocation {
        let start = lines.location(ofUTF8Offset: decl.protocolKeyword.positionAfterSkippingLeadingTrivia.utf8Offset)
        return ScaffoldCore.SourceLocation(file: path, line: start.line, column: start.column)
    }

    /// The annotation counts in a doc comment (`///` or `/** */`) anywhere before the `protocol` keyword,
    /// so it may sit above or below the attributes.
    func isAnnotated(_ decl: ProtocolDeclSyntax) -> Bool {
        // The doc-comment annotation alone is read from the raw tree, as before the other marks.
        guard selection.markers == [.mockable] else { return MarkReader(selection: selection).isMarked(decl) }
        guard let raw = RawProtocolDeclSyntax(decl.raw) else { preconditionFailure("a protocol declaration") }
        return isAnnotated(raw)
    }

    /// Where a position is, for marks found on other declarations (extensions).
    func location(at position: AbsolutePosition) -> ScaffoldCore.SourceLocation {
        let start = lines.location(ofUTF8Offset: position.utf8Offset)
        return ScaffoldCore.SourceLocation(file: path, line: start.line, column: start.column)
    }

    private func isAnnotated(_ decl: RawProtocolDeclSyntax) -> Bool {
        var annotated = false
        let look = { (token: RawSyntaxTokenView) in annotated = annotated || hasAnnotatedDocComment(token) }
        WrittenText.forEachToken(in: decl.attributes.raw, look)
        WrittenText.forEachToken(in: decl.modifiers.raw, look)
        WrittenText.forEachToken(in: decl.protocolKeyword.raw, look)
        return annotated
    }

    private func hasAnnotatedDocComment(_ token: RawSyntaxTokenView) -> Bool {
        // Most tokens' trivia is a space or nothing: look at the bytes before splitting it into pieces.
        if let needle = annotationBytes, let trivia = text.leadingTrivia(of: token), !text.contains(needle, in: trivia) {
            return false
        }
        return token.leadingRawTriviaPieces.contains { piece in
            switch piece {
            case .docLineComment(let comment), .docBlockComment(let comment):
                // Within ASCII text canonical equivalence is plain equality, so bytes answer as `contains` would.
                if let needle = annotationBytes, let bytes = UnsafeRawBufferPointer(start: comment.baseAddress, count: comment.count).nonEmptyASCII {
                    return SourceText.contains(needle, in: bytes)
                }
                return String(syntaxText: comment).contains(annotation)
            default:
                return false
            }
        }
    }

    /// Whether a text search can only match where the annotation's bytes are. `contains` compares canonically
    /// equivalent text as equal; besides non-ASCII letters, only `K`, `;` and `` ` `` have non-ASCII
    /// equivalents (the Kelvin sign, the Greek question mark, U+1FEF), and `\r\n` is one character.
    private static func byteSearchable(_ annotation: String) -> Bool {
        !annotation.isEmpty && annotation.utf8.allSatisfy { byte in
            byte < 0x80 && byte != UInt8(ascii: "K") && byte != UInt8(ascii: ";") && byte != UInt8(ascii: "`")
                && byte != UInt8(ascii: "\r") && byte != UInt8(ascii: "\n")
        }
    }

    private func accessLevel(_ modifiers: RawDeclModifierListSyntax) -> String {
        for modifier in modifiers.each where modifier.detail == nil && modifier.name.tokenKind == .keyword {
            switch modifier.name.tokenText {
            case "public", "open": return "public"
            case "package": return "package"
            case "fileprivate": return "fileprivate"
            case "private": return "private"
            default: continue
            }
        }
        return ""
    }
}
