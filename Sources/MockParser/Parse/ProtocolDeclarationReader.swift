import MockKit
import ScaffoldKit
import SwiftSyntax

/// Reads one `protocol` declaration into the mock model, noting why it cannot be mocked when that is the case.
struct ProtocolDeclarationReader {
    let annotation: String
    let lines: LineTable
    let path: String

    /// `enclosingCondition` is the `#if` a top-level protocol sits in, which a mock file cannot reproduce.
    func read(_ decl: ProtocolDeclSyntax, enclosingCondition: String?) -> ProtocolDeclaration {
        let name = decl.name.text
        var reader = MemberReader()
        let members = reader.members(of: decl.memberBlock.members)
        var problems = reader.problems
        var associatedTypes = reader.associatedTypes
        var inherited = decl.inheritanceClause.map { TypeNames.constraints(in: $0) } ?? []
        for requirement in decl.genericWhereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let conformance) = requirement.requirement else {
                problems.append("`where` clause `\(SyntaxText.written(requirement))`")
                continue
            }
            let subject = SyntaxText.written(conformance.leftType)
            let constraints = TypeNames.split(conformance.rightType)
            if subject == "Self" {
                inherited += constraints
            } else if let index = associatedTypes.firstIndex(where: { $0.name == subject || "Self.\($0.name)" == subject }) {
                associatedTypes[index].constraints += constraints
            } else {
                problems.append("`where` clause `\(SyntaxText.written(requirement))`")
            }
        }
        let access = accessLevel(decl.modifiers)
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
            attributes: SyntaxText.attributes(decl.attributes),
            associatedTypes: associatedTypes,
            members: members
        )
        let start = lines.location(ofUTF8Offset: decl.protocolKeyword.positionAfterSkippingLeadingTrivia.utf8Offset)
        return ProtocolDeclaration(
            model: model,
            isAnnotated: isAnnotated(decl),
            location: ScaffoldKit.SourceLocation(file: path, line: start.line, column: start.column),
            unmockableReason: problems.isEmpty ? nil : problems.joined(separator: "; ")
        )
    }

    /// The annotation counts in a doc comment (`///` or `/** */`) anywhere before the `protocol` keyword,
    /// so it may sit above or below the attributes.
    private func isAnnotated(_ decl: ProtocolDeclSyntax) -> Bool {
        var tokens = Array(decl.attributes.tokens(viewMode: .sourceAccurate))
        tokens += decl.modifiers.tokens(viewMode: .sourceAccurate)
        tokens.append(decl.protocolKeyword)
        return tokens.contains { token in
            token.leadingTrivia.contains { piece in
                switch piece {
                case .docLineComment(let text), .docBlockComment(let text): return text.contains(annotation)
                default: return false
                }
            }
        }
    }

    private func accessLevel(_ modifiers: DeclModifierListSyntax) -> String {
        for modifier in modifiers where modifier.detail == nil {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public"
            case .keyword(.package): return "package"
            case .keyword(.fileprivate): return "fileprivate"
            case .keyword(.private): return "private"
            default: continue
            }
        }
        return ""
    }
}
