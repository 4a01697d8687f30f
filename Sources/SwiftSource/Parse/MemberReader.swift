import MockKit
import SwiftSyntax

/// Turns the requirements in a protocol body into mock members. A requirement a mock cannot implement
/// becomes a problem, so the protocol is reported instead of getting a mock that does not compile.
struct MemberReader {
    /// When given, each problem ends with the line of the requirement it is about: `(line 12)`.
    var lines: SourceLines?
    private(set) var associatedTypes: [MockAssociatedType] = []
    private(set) var typealiases: [MockTypealias] = []
    private(set) var problems: [String] = []

    mutating func members(of items: MemberBlockItemListSyntax, insideIfConfig: Bool = false) -> [MockMember] {
        var members: [MockMember] = []
        for item in items {
            let decl = item.decl
            let known = problems.count
            defer { placeProblems(from: known, at: decl) }
            switch decl.as(DeclSyntaxEnum.self) {
            case .functionDecl(let function):
                if let method = method(function) { members.append(.method(method)) }
            case .variableDecl(let variable):
                members += properties(variable).map { .property($0) }
            case .subscriptDecl(let decl):
                if let requirement = subscriptRequirement(decl) { members.append(.subscriptRequirement(requirement)) }
            case .initializerDecl(let decl):
                if let requirement = initializer(decl) { members.append(.initializer(requirement)) }
            case .associatedTypeDecl(let decl):
                associatedType(decl, insideIfConfig: insideIfConfig)
            case .ifConfigDecl(let ifConfig):
                members.append(.ifConfig(clauses(of: ifConfig)))
            case .typeAliasDecl(let alias):
                // Visible in every conforming type; Mockolo's mocks declare them again, and so do ours.
                if !insideIfConfig {
                    typealiases.append(MockTypealias(name: alias.name.text, definition: OneLine.text(alias, from: alias.name)))
                }
            default:
                problems.append("unsupported requirement `\(OneLine.text(decl).prefix(60))`")
            }
        }
        return members
    }

    /// Adds the requirement's line to the problems it caused (an `#if` block's members carry their own).
    private mutating func placeProblems(from known: Int, at decl: DeclSyntax) {
        guard problems.count > known, !decl.is(IfConfigDeclSyntax.self), let lines else { return }
        let line = lines.location(for: decl.positionAfterSkippingLeadingTrivia).line
        for index in known..<problems.count { problems[index] += " (line \(line))" }
    }

    private mutating func clauses(of ifConfig: IfConfigDeclSyntax) -> [MockIfClause] {
        ifConfig.clauses.map { clause in
            var nested: [MockMember] = []
            if case .decls(let items) = clause.elements {
                nested = members(of: items, insideIfConfig: true)
            }
            return MockIfClause(directive: Self.directive(clause), members: nested)
        }
    }

    /// `#if os(iOS)`, `#else`: a clause's keyword and condition as written.
    static func directive(_ clause: IfConfigClauseSyntax) -> String {
        clause.poundKeyword.text + (clause.condition.map { " " + OneLine.text($0) } ?? "")
    }

    private mutating func method(_ function: FunctionDeclSyntax) -> MockMethod? {
        let name = function.name.text
        guard case .identifier = function.name.tokenKind else {
            problems.append("operator requirement `\(name)`")
            return nil
        }
        guard let modifiers = checkModifiers(function.modifiers, of: name) else { return nil }
        let signature = function.signature
        return MockMethod(
            name: name,
            genericParameters: SwiftTypes.genericParameters(function.genericParameterClause),
            parameters: SignatureReader.parameters(signature.parameterClause.parameters),
            isAsync: signature.effectSpecifiers?.asyncSpecifier != nil,
            throwing: SwiftTypes.throwing(signature.effectSpecifiers?.throwsClause),
            returnType: SignatureReader.returnType(signature.returnClause),
            whereClause: SwiftTypes.requirements(function.genericWhereClause),
            isStatic: modifiers.isStatic,
            attributes: SwiftTypes.attributes(function.attributes),
            isMutating: modifiers.isMutating
        )
    }

    private mutating func properties(_ variable: VariableDeclSyntax) -> [MockProperty] {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var) else {
            problems.append("`let` requirement (protocols declare properties with `var`)")
            return []
        }
        // Read once for all bindings; still reported per binding, after its own problems.
        let modifiers = SignatureReader.modifiers(variable.modifiers)
        var properties: [MockProperty] = []
        for binding in variable.bindings {
            let name = OneLine.text(binding.pattern)
            guard binding.pattern.is(IdentifierPatternSyntax.self), let type = binding.typeAnnotation?.type else {
                problems.append("property `\(name)` without a type")
                continue
            }
            guard report(modifiers, of: name) else { continue }
            guard let accessors = Accessors(binding.accessorBlock) else {
                problems.append("property `\(name)` without `{ get }` or `{ get set }`")
                continue
            }
            properties.append(MockProperty(
                name: name,
                type: SwiftTypes.type(type),
                isSettable: accessors.isSettable,
                isAsync: accessors.isAsync,
                throwing: accessors.throwing,
                isStatic: modifiers.isStatic,
                attributes: SwiftTypes.attributes(variable.attributes),
                offset: binding.position.utf8Offset
            ))
        }
        return properties
    }

    private mutating func subscriptRequirement(_ decl: SubscriptDeclSyntax) -> MockSubscript? {
        guard let modifiers = checkModifiers(decl.modifiers, of: "subscript") else { return nil }
        guard let accessors = Accessors(decl.accessorBlock), !accessors.isAsync, accessors.throwing == .none else {
            problems.append("subscript without `{ get }`/`{ get set }`, or with an async or throwing getter")
            return nil
        }
        return MockSubscript(
            genericParameters: SwiftTypes.genericParameters(decl.genericParameterClause),
            parameters: SignatureReader.parameters(decl.parameterClause.parameters, labelsAreImplicit: true),
            returnType: SwiftTypes.type(decl.returnClause.type),
            isSettable: accessors.isSettable,
            isStatic: modifiers.isStatic,
            whereClause: SwiftTypes.requirements(decl.genericWhereClause)
        )
    }

    private mutating func initializer(_ decl: InitializerDeclSyntax) -> MockInitializer? {
        guard checkModifiers(decl.modifiers, of: "init") != nil else { return nil }
        guard decl.genericParameterClause == nil, decl.genericWhereClause == nil else {
            problems.append("generic initializer requirement")
            return nil
        }
        let effects = decl.signature.effectSpecifiers
        return MockInitializer(
            parameters: SignatureReader.parameters(decl.signature.parameterClause.parameters),
            isFailable: decl.optionalMark != nil,
            throwing: SwiftTypes.throwing(effects?.throwsClause),
            isAsync: effects?.asyncSpecifier != nil
        )
    }

    private mutating func associatedType(_ decl: AssociatedTypeDeclSyntax, insideIfConfig: Bool) {
        let name = decl.name.text
        if insideIfConfig {
            problems.append("associated type `\(name)` inside `#if`")
            return
        }
        associatedTypes.append(MockAssociatedType(
            name: name,
            constraints: decl.inheritanceClause.map(SwiftTypes.constraints(in:)) ?? [],
            defaultType: decl.initializer.map { SwiftTypes.type($0.value) },
            whereClause: SwiftTypes.requirements(decl.genericWhereClause)
        ))
    }

    /// The modifiers of `name`, or nil (and a problem) when a mock cannot reproduce one of them.
    private mutating func checkModifiers(_ list: DeclModifierListSyntax, of name: String) -> SignatureReader.Modifiers? {
        let modifiers = SignatureReader.modifiers(list)
        return report(modifiers, of: name) ? modifiers : nil
    }

    private mutating func report(_ modifiers: SignatureReader.Modifiers, of name: String) -> Bool {
        guard modifiers.unsupported.isEmpty else {
            problems.append("`\(modifiers.unsupported.joined(separator: " "))` on `\(name)`")
            return false
        }
        return true
    }
}
