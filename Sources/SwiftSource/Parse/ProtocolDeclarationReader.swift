import MockKit
import ScaffoldCore
import SwiftSyntax

/// Reads one `protocol` declaration into the mock model, noting why it cannot be mocked when that is the case.
struct ProtocolDeclarationReader {
    /// Every mark that selects a protocol (see `MarkReader`).
    let selection: MockSelection
    let lines: SourceLines
    let path: String

    /// `enclosingCondition` is the `#if` a top-level protocol sits in, which a mock file cannot reproduce;
    /// `namespace` the types a nested protocol is declared in, outermost first.
    func read(_ decl: ProtocolDeclSyntax, enclosingCondition: String?, namespace: [String] = []) -> ProtocolDeclaration {
        let name = decl.name.text
        var reader = MemberReader(lines: lines)
        let arguments = MarkReader(selection: selection).annotationArguments(decl)
        let members = Self.choosingCombine(reader.members(of: decl.memberBlock.members), arguments)
        var problems = reader.problems
        var associatedTypes = reader.associatedTypes
        var inherited = decl.inheritanceClause.map(SwiftTypes.constraints(in:)) ?? []
        var whereClause: [GenericRequirement] = []
        for requirement in decl.genericWhereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement, OneLine.text(conformance.leftType) == "Self" {
                inherited += SwiftTypes.constraints(conformance.rightType)
            } else {
                whereClause.append(SwiftTypes.requirement(requirement.requirement))
            }
        }
        for index in associatedTypes.indices {
            associatedTypes[index].chosenType = arguments.typealiases[associatedTypes[index].name]
        }
        if let rawProblem = RawIdentifiers.problem(protocolName: name, members: members, associatedTypes: associatedTypes) {
            problems.append(rawProblem)
        }
        let access = accessLevel(decl.modifiers)
        if access == "private" || access == "fileprivate" {
            problems.insert("it is \(access), so a mock in another file cannot conform to it", at: 0)
        }
        if let enclosingCondition {
            problems.insert("it is declared inside `\(enclosingCondition)`", at: 0)
        }
        var model = MockableProtocol(
            name: name,
            accessLevel: access == "public" || access == "package" ? access : "",
            inheritedTypes: inherited,
            attributes: SwiftTypes.attributes(decl.attributes),
            associatedTypes: associatedTypes,
            members: members,
            whereClause: whereClause
        )
        model.namespace = namespace
        model.typealiases = reader.typealiases.map { alias in
            arguments.typealiases[alias.name].map { MockTypealias(name: alias.name, definition: "\(alias.name) = \($0)") } ?? alias
        }
        model.mockName = arguments.mockName
        model.moduleName = arguments.module
        model.isNonisolated = decl.modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
        return ProtocolDeclaration(
            model: model,
            isAnnotated: !selection.isMarkerProtocol(name) && (isAnnotated(decl) || inherited.contains { selection.selectsByConformance($0.declaredName) }),
            location: location(of: decl),
            unmockableReason: problems.isEmpty ? nil : problems.joined(separator: "; ")
        )
    }

    /// The properties with what `@mockable(combine:)` chose for them, `#if` clauses included: the choice belongs to
    /// the protocol that declares the property, and goes with it into the mocks of protocols refining it, as in
    /// Mockolo.
    private static func choosingCombine(_ members: [MockMember], _ arguments: AnnotationArguments) -> [MockMember] {
        guard !arguments.combine.isEmpty else { return members }
        return members.map { member in
            switch member {
            case .property(var property):
                property.combine = arguments.combineChoice(forProperty: property.name)
                return .property(property)
            case .ifConfig(let clauses):
                return .ifConfig(clauses.map { MockIfClause(directive: $0.directive, members: choosingCombine($0.members, arguments)) })
            default:
                return member
            }
        }
    }

    /// Where the `protocol` keyword is.
    func location(of decl: ProtocolDeclSyntax) -> ScaffoldCore.SourceLocation {
        let start = lines.location(for: decl.protocolKeyword.positionAfterSkippingLeadingTrivia)
        return ScaffoldCore.SourceLocation(file: path, line: start.line, column: start.column)
    }

    /// A comment mark anywhere before the `protocol` keyword, so it may sit above or below the attributes:
    /// the annotation in a doc comment (`/// @mockable`), or a `sourcery:` comment naming the marker.
    func isAnnotated(_ decl: ProtocolDeclSyntax) -> Bool {
        MarkReader(selection: selection).isMarked(decl)
    }

    /// Where a position is, for marks found on other declarations (extensions).
    func location(at position: AbsolutePosition) -> ScaffoldCore.SourceLocation {
        let start = lines.location(for: position)
        return ScaffoldCore.SourceLocation(file: path, line: start.line, column: start.column)
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
