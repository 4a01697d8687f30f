import MockKit
@_spi(RawSyntax) import SwiftSyntax

/// Turns the requirements in a protocol body into mock members. A requirement a mock cannot implement
/// becomes a problem, so the protocol is reported instead of getting a mock that does not compile.
struct MemberReader {
    let text: WrittenText
    /// When given, each problem ends with the line of the requirement it is about: `(line 12)`.
    let lines: LineTable?
    private(set) var associatedTypes: [MockAssociatedType] = []
    private(set) var problems: [String] = []

    init(text: WrittenText, lines: LineTable? = nil) {
        self.text = text
        self.lines = lines
    }

    private var signatures: SignatureReader { SignatureReader(text: text) }

    mutating func members(of items: RawMemberBlockItemListSyntax, insideIfConfig: Bool = false) -> [MockMember] {
        var members: [MockMember] = []
        members.reserveCapacity(items.layoutView.children.count)
        for item in items.each {
            let decl = item.decl.raw
            let known = problems.count
            defer { placeProblems(from: known, at: decl) }
            switch decl.kind {
            case .functionDecl:
                if let method = method(RawFunctionDeclSyntax(decl)!) { members.append(.method(method)) }
            case .variableDecl:
                members += properties(RawVariableDeclSyntax(decl)!).map { .property($0) }
            case .subscriptDecl:
                if let requirement = subscriptRequirement(RawSubscriptDeclSyntax(decl)!) { members.append(.subscriptRequirement(requirement)) }
            case .initializerDecl:
                if let requirement = initializer(RawInitializerDeclSyntax(decl)!) { members.append(.initializer(requirement)) }
            case .associatedTypeDecl:
                associatedType(RawAssociatedTypeDeclSyntax(decl)!, insideIfConfig: insideIfConfig)
            case .ifConfigDecl:
                members.append(.ifConfig(clauses(of: RawIfConfigDeclSyntax(decl)!)))
            case .typeAliasDecl:
                // A protocol's type aliases are visible in every conforming type; the mock needs nothing.
                continue
            default:
                problems.append("unsupported requirement `\(text.written(decl).prefix(60))`")
            }
        }
        return members
    }

    /// Adds the requirement's line to the problems it caused (an `#if` block's members carry their own).
    private mutating func placeProblems(from known: Int, at decl: RawSyntax) {
        guard problems.count > known, decl.kind != .ifConfigDecl, let lines, let offset = text.start(of: decl) else { return }
        let line = lines.location(ofUTF8Offset: offset).line
        for index in known..<problems.count { problems[index] += " (line \(line))" }
    }

    private mutating func clauses(of ifConfig: RawIfConfigDeclSyntax) -> [MockIfClause] {
        ifConfig.clauses.each.map { clause in
            var nested: [MockMember] = []
            if let elements = clause.elements, let items = RawMemberBlockItemListSyntax(elements) {
                nested = members(of: items, insideIfConfig: true)
            }
            return MockIfClause(directive: text.directive(clause), members: nested)
        }
    }

    private mutating func method(_ function: RawFunctionDeclSyntax) -> MockMethod? {
        let name = String(syntaxText: function.name.tokenText)
        guard function.name.tokenKind == .identifier else {
            problems.append("operator requirement `\(name)`")
            return nil
        }
        guard let modifiers = checkModifiers(function.modifiers, of: name) else { return nil }
        let signature = function.signature
        let signatures = signatures
        return MockMethod(
            name: name,
            genericParameters: function.genericParameterClause.map { text.written($0) },
            parameters: signatures.parameters(signature.parameterClause.parameters),
            isAsync: signature.effectSpecifiers?.asyncSpecifier != nil,
            throwing: signatures.throwing(signature.effectSpecifiers?.throwsClause),
            returnType: signatures.returnType(signature.returnClause),
            whereClause: function.genericWhereClause.map { text.written($0) },
            isStatic: modifiers.isStatic,
            attributes: text.attributes(function.attributes),
            isMutating: modifiers.isMutating
        )
    }

    private mutating func properties(_ variable: RawVariableDeclSyntax) -> [MockProperty] {
        guard variable.bindingSpecifier.isKeyword("var") else {
            problems.append("`let` requirement (protocols declare properties with `var`)")
            return []
        }
        // Read once for all bindings; still reported per binding, after its own problems.
        let modifiers = signatures.modifiers(variable.modifiers)
        var properties: [MockProperty] = []
        for binding in variable.bindings.each {
            let name = text.written(binding.pattern)
            guard binding.pattern.raw.kind == .identifierPattern, let type = binding.typeAnnotation?.type else {
                problems.append("property `\(name)` without a type")
                continue
            }
            guard report(modifiers, of: name) else { continue }
            guard let accessors = Accessors(binding.accessorBlock, text: text) else {
                problems.append("property `\(name)` without `{ get }` or `{ get set }`")
                continue
            }
            properties.append(MockProperty(
                name: name,
                type: text.written(type),
                isSettable: accessors.isSettable,
                isAsync: accessors.isAsync,
                throwing: accessors.throwing,
                isStatic: modifiers.isStatic,
                attributes: text.attributes(variable.attributes)
            ))
        }
        return properties
    }

    private mutating func subscriptRequirement(_ decl: RawSubscriptDeclSyntax) -> MockSubscript? {
        guard let modifiers = checkModifiers(decl.modifiers, of: "subscript") else { return nil }
        guard let accessors = Accessors(decl.accessorBlock, text: text), !accessors.isAsync, accessors.throwing == .none else {
            problems.append("subscript without `{ get }`/`{ get set }`, or with an async or throwing getter")
            return nil
        }
        return MockSubscript(
            genericParameters: decl.genericParameterClause.map { text.written($0) },
            parameters: signatures.parameters(decl.parameterClause.parameters, labelsAreImplicit: true),
            returnType: text.written(decl.returnClause.type),
            isSettable: accessors.isSettable,
            isStatic: modifiers.isStatic,
            whereClause: decl.genericWhereClause.map { text.written($0) }
        )
    }

    private mutating func initializer(_ decl: RawInitializerDeclSyntax) -> MockInitializer? {
        guard checkModifiers(decl.modifiers, of: "init") != nil else { return nil }
        guard decl.genericParameterClause == nil, decl.genericWhereClause == nil else {
            problems.append("generic initializer requirement")
            return nil
        }
        let effects = decl.signature.effectSpecifiers
        let signatures = signatures
        return MockInitializer(
            parameters: signatures.parameters(decl.signature.parameterClause.parameters),
            isFailable: decl.optionalMark != nil,
            throwing: signatures.throwing(effects?.throwsClause),
            isAsync: effects?.asyncSpecifier != nil
        )
    }

    private mutating func associatedType(_ decl: RawAssociatedTypeDeclSyntax, insideIfConfig: Bool) {
        let name = String(syntaxText: decl.name.tokenText)
        if insideIfConfig {
            problems.append("associated type `\(name)` inside `#if`")
            return
        }
        var constraints = decl.inheritanceClause.map { TypeNames.constraints(in: $0, text: text) } ?? []
        for requirement in (decl.genericWhereClause?.requirements).each {
            guard let conformance = RawConformanceRequirementSyntax(requirement.requirement),
                  text.written(conformance.leftType) == name else {
                problems.append("`where` clause `\(text.written(requirement))` on associated type `\(name)`")
                continue
            }
            constraints += TypeNames.split(conformance.rightType, text: text)
        }
        associatedTypes.append(MockAssociatedType(name: name, constraints: constraints))
    }

    /// The modifiers of `name`, or nil (and a problem) when a mock cannot reproduce one of them.
    private mutating func checkModifiers(_ list: RawDeclModifierListSyntax, of name: String) -> SignatureReader.Modifiers? {
        let modifiers = signatures.modifiers(list)
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
