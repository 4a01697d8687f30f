import MockKit
import SwiftSyntax

/// Turns the requirements in a protocol body into mock members. A requirement a mock cannot implement
/// becomes a problem, so the protocol is reported instead of getting a mock that does not compile.
struct MemberReader {
    private(set) var associatedTypes: [MockAssociatedType] = []
    private(set) var problems: [String] = []

    mutating func members(of items: MemberBlockItemListSyntax, insideIfConfig: Bool = false) -> [MockMember] {
        var members: [MockMember] = []
        for item in items {
            let decl = item.decl
            if let function = decl.as(FunctionDeclSyntax.self) {
                if let method = method(function) { members.append(.method(method)) }
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                members += properties(variable).map { .property($0) }
            } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
                if let requirement = subscriptRequirement(subscriptDecl) { members.append(.subscriptRequirement(requirement)) }
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                if let requirement = self.initializer(initializer) { members.append(.initializer(requirement)) }
            } else if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
                associatedType(associated, insideIfConfig: insideIfConfig)
            } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                members.append(.ifConfig(clauses(of: ifConfig)))
            } else if decl.is(TypeAliasDeclSyntax.self) {
                // A protocol's type aliases are visible in every conforming type; the mock needs nothing.
                continue
            } else {
                problems.append("unsupported requirement `\(SyntaxText.written(decl).prefix(60))`")
            }
        }
        return members
    }

    private mutating func clauses(of ifConfig: IfConfigDeclSyntax) -> [MockIfClause] {
        ifConfig.clauses.map { clause in
            var nested: [MockMember] = []
            if case .decls(let items) = clause.elements {
                nested = members(of: items, insideIfConfig: true)
            }
            return MockIfClause(directive: ifConfigDirective(clause), members: nested)
        }
    }

    private mutating func method(_ function: FunctionDeclSyntax) -> MockMethod? {
        let name = function.name.text
        guard case .identifier = function.name.tokenKind else {
            problems.append("operator requirement `\(name)`")
            return nil
        }
        guard checkModifiers(function.modifiers, of: name) else { return nil }
        let signature = function.signature
        return MockMethod(
            name: name,
            genericParameters: function.genericParameterClause.map { SyntaxText.written($0) },
            parameters: SignatureReader.parameters(signature.parameterClause.parameters),
            isAsync: signature.effectSpecifiers?.asyncSpecifier != nil,
            throwing: SignatureReader.throwing(signature.effectSpecifiers?.throwsClause),
            returnType: SignatureReader.returnType(signature.returnClause),
            whereClause: function.genericWhereClause.map { SyntaxText.written($0) },
            isStatic: SignatureReader.isStatic(function.modifiers),
            attributes: SyntaxText.attributes(function.attributes),
            isMutating: SignatureReader.isMutating(function.modifiers)
        )
    }

    private mutating func properties(_ variable: VariableDeclSyntax) -> [MockProperty] {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var) else {
            problems.append("`let` requirement (protocols declare properties with `var`)")
            return []
        }
        return variable.bindings.compactMap { binding in
            let name = SyntaxText.written(binding.pattern)
            guard binding.pattern.is(IdentifierPatternSyntax.self), let type = binding.typeAnnotation?.type else {
                problems.append("property `\(name)` without a type")
                return nil
            }
            guard checkModifiers(variable.modifiers, of: name) else { return nil }
            guard let accessors = Accessors(binding.accessorBlock) else {
                problems.append("property `\(name)` without `{ get }` or `{ get set }`")
                return nil
            }
            return MockProperty(
                name: name,
                type: SyntaxText.written(type),
                isSettable: accessors.isSettable,
                isAsync: accessors.isAsync,
                throwing: accessors.throwing,
                isStatic: SignatureReader.isStatic(variable.modifiers),
                attributes: SyntaxText.attributes(variable.attributes)
            )
        }
    }

    private mutating func subscriptRequirement(_ decl: SubscriptDeclSyntax) -> MockSubscript? {
        guard checkModifiers(decl.modifiers, of: "subscript") else { return nil }
        guard let accessors = Accessors(decl.accessorBlock), !accessors.isAsync, accessors.throwing == .none else {
            problems.append("subscript without `{ get }`/`{ get set }`, or with an async or throwing getter")
            return nil
        }
        return MockSubscript(
            genericParameters: decl.genericParameterClause.map { SyntaxText.written($0) },
            parameters: SignatureReader.parameters(decl.parameterClause.parameters, labelsAreImplicit: true),
            returnType: SyntaxText.written(decl.returnClause.type),
            isSettable: accessors.isSettable,
            isStatic: SignatureReader.isStatic(decl.modifiers),
            whereClause: decl.genericWhereClause.map { SyntaxText.written($0) }
        )
    }

    private mutating func initializer(_ decl: InitializerDeclSyntax) -> MockInitializer? {
        guard checkModifiers(decl.modifiers, of: "init") else { return nil }
        guard decl.genericParameterClause == nil, decl.genericWhereClause == nil else {
            problems.append("generic initializer requirement")
            return nil
        }
        let effects = decl.signature.effectSpecifiers
        return MockInitializer(
            parameters: SignatureReader.parameters(decl.signature.parameterClause.parameters),
            isFailable: decl.optionalMark != nil,
            throwing: SignatureReader.throwing(effects?.throwsClause),
            isAsync: effects?.asyncSpecifier != nil
        )
    }

    private mutating func associatedType(_ decl: AssociatedTypeDeclSyntax, insideIfConfig: Bool) {
        let name = decl.name.text
        if insideIfConfig {
            problems.append("associated type `\(name)` inside `#if`")
            return
        }
        var constraints = decl.inheritanceClause.map { TypeNames.constraints(in: $0) } ?? []
        for requirement in decl.genericWhereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
                  SyntaxText.written(conformance.leftType) == name else {
                problems.append("`where` clause `\(SyntaxText.written(requirement))` on associated type `\(name)`")
                continue
            }
            constraints += TypeNames.split(conformance.rightType)
        }
        associatedTypes.append(MockAssociatedType(name: name, constraints: constraints))
    }

    private mutating func checkModifiers(_ modifiers: DeclModifierListSyntax, of name: String) -> Bool {
        let unsupported = SignatureReader.unsupportedModifiers(modifiers)
        guard unsupported.isEmpty else {
            problems.append("`\(unsupported.joined(separator: " "))` on `\(name)`")
            return false
        }
        return true
    }
}
