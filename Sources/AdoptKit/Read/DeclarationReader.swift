import SwiftSource
import SwiftSyntax

/// Reads a top-level type declaration or extension into a `TypeFact`: its head, direct members and references.
struct DeclarationReader {
    let locate: (AbsolutePosition) -> Position

    func read(_ decl: DeclSyntax) -> TypeFact? {
        guard let group = decl.asProtocol(DeclGroupSyntax.self), let (name, kind, nameToken) = head(of: decl) else { return nil }
        var fact = TypeFact(
            name: name, kind: kind, position: locate(nameToken.positionAfterSkippingLeadingTrivia),
            startLine: locate(decl.positionAfterSkippingLeadingTrivia).line,
            attributes: TypeNames.attributes(group.attributes),
            modifiers: TypeNames.modifiers(group.modifiers),
            inherited: group.inheritanceClause?.inheritedTypes.compactMap { TypeNames.outermost($0.type) } ?? []
        )
        readMembers(group.memberBlock.members, into: &fact)
        let references = ReferenceCollector(locate: locate)
        references.walk(decl)
        fact.references = references.references
        fact.hostedViews = references.hostedViews
        fact.launch = AppLaunch.read(staticMainOf: group, locate: locate)
        return fact
    }

    private func head(of decl: DeclSyntax) -> (String, TypeFact.Kind, TokenSyntax)? {
        switch decl.kind {
        case .classDecl: let node = decl.cast(ClassDeclSyntax.self); return (node.name.text, .class, node.name)
        case .structDecl: let node = decl.cast(StructDeclSyntax.self); return (node.name.text, .struct, node.name)
        case .enumDecl: let node = decl.cast(EnumDeclSyntax.self); return (node.name.text, .enum, node.name)
        case .actorDecl: let node = decl.cast(ActorDeclSyntax.self); return (node.name.text, .actor, node.name)
        case .protocolDecl: let node = decl.cast(ProtocolDeclSyntax.self); return (node.name.text, .protocol, node.name)
        case .extensionDecl:
            let node = decl.cast(ExtensionDeclSyntax.self)
            guard let name = TypeNames.outermost(node.extendedType), let token = node.extendedType.firstToken(viewMode: .sourceAccurate)
            else { return nil }
            return (name, .extension, token)
        default: return nil
        }
    }

    private func readMembers(_ members: MemberBlockItemListSyntax, into fact: inout TypeFact) {
        for member in members {
            let decl = member.decl
            switch decl.kind {
            case .variableDecl:
                fact.properties += properties(decl.cast(VariableDeclSyntax.self))
            case .functionDecl:
                let function = decl.cast(FunctionDeclSyntax.self)
                let effects = function.signature.effectSpecifiers
                fact.functions.append(FunctionFact(
                    name: function.name.text, position: locate(function.name.positionAfterSkippingLeadingTrivia),
                    modifiers: TypeNames.modifiers(function.modifiers),
                    parameters: parameters(function.signature.parameterClause),
                    returnType: function.signature.returnClause.flatMap { TypeNames.outermost($0.type) },
                    returnTypeText: function.signature.returnClause?.type.trimmedDescription,
                    genericParameters: genericParameters(function),
                    isAsync: effects?.asyncSpecifier != nil,
                    throwsType: effects?.throwsClause.map { $0.type?.trimmedDescription ?? "" }
                ))
            case .initializerDecl:
                let initializer = decl.cast(InitializerDeclSyntax.self)
                fact.functions.append(FunctionFact(
                    name: "init", position: locate(initializer.initKeyword.positionAfterSkippingLeadingTrivia),
                    modifiers: TypeNames.modifiers(initializer.modifiers),
                    parameters: parameters(initializer.signature.parameterClause)
                ))
            case .enumCaseDecl:
                for element in decl.cast(EnumCaseDeclSyntax.self).elements {
                    let literal = element.rawValue?.value.as(StringLiteralExprSyntax.self)
                    fact.cases.append(EnumCaseFact(name: element.name.text, rawValue: literal?.representedLiteralValue))
                }
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .typeAliasDecl:
                if let named = decl.asProtocol(NamedDeclSyntax.self) { fact.nestedTypes.append(named.name.text) }
            case .ifConfigDecl:
                for clause in decl.cast(IfConfigDeclSyntax.self).clauses {
                    if case .decls(let nested) = clause.elements { readMembers(nested, into: &fact) }
                }
            default:
                continue
            }
        }
    }

    private func properties(_ variable: VariableDeclSyntax) -> [PropertyFact] {
        let attributes = TypeNames.attributes(variable.attributes)
        let modifiers = TypeNames.modifiers(variable.modifiers)
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        return variable.bindings.compactMap { binding in
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { return nil }
            let getter = binding.accessorBlock.flatMap(getterBody)
            let value = binding.initializer?.value
            return PropertyFact(
                name: identifier.text, position: locate(identifier.positionAfterSkippingLeadingTrivia),
                typeName: binding.typeAnnotation.flatMap { TypeNames.outermost($0.type) },
                attributes: attributes, modifiers: modifiers, typeText: binding.typeAnnotation?.type.trimmedDescription, isLet: isLet, isComputed: getter != nil,
                initializer: value.map { ExpressionPaths.path(TypeNames.callee(of: $0)) }
            )
        }
    }

    /// The getter of a computed property (`{ … }` or `get { … }`); nil for stored properties with observers.
    private func getterBody(_ block: AccessorBlockSyntax) -> Syntax? {
        switch block.accessors {
        case .getter(let statements):
            return Syntax(statements)
        case .accessors(let accessors):
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }.flatMap { $0.body.map(Syntax.init) }
        }
    }

    private func parameters(_ clause: FunctionParameterClauseSyntax) -> [ParameterFact] {
        clause.parameters.map { parameter in
            let name = parameter.secondName ?? parameter.firstName
            return ParameterFact(
                name: name.text, typeName: TypeNames.outermost(parameter.type),
                position: locate(parameter.positionAfterSkippingLeadingTrivia),
                label: parameter.firstName.text, typeText: parameter.type.trimmedDescription, hasDefault: parameter.defaultValue != nil
            )
        }
    }

    /// `<T: Decodable>` with `where T: Sendable`: each parameter and every constraint either clause gives it.
    private func genericParameters(_ function: FunctionDeclSyntax) -> [GenericParameterFact] {
        var facts = function.genericParameterClause?.parameters.map { parameter in
            GenericParameterFact(name: parameter.name.text, constraints: parameter.inheritedType.map { [$0.trimmedDescription] } ?? [])
        } ?? []
        for requirement in function.genericWhereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
                  let index = facts.firstIndex(where: { $0.name == conformance.leftType.trimmedDescription }) else { continue }
            facts[index].constraints.append(conformance.rightType.trimmedDescription)
        }
        return facts
    }
}
