import SwiftSyntax

/// Reads a top-level type declaration or extension into a `TypeFact`: its head, direct members and references.
struct DeclarationReader {
    let locate: (AbsolutePosition) -> Position

    func read(_ decl: DeclSyntax) -> TypeFact? {
        guard let group = decl.asProtocol(DeclGroupSyntax.self), let (name, kind, nameToken) = head(of: decl) else { return nil }
        var fact = TypeFact(
            name: name, kind: kind, position: locate(nameToken.positionAfterSkippingLeadingTrivia),
            startLine: locate(decl.positionAfterSkippingLeadingTrivia).line,
            attributes: TypeNameReader.attributes(group.attributes),
            modifiers: TypeNameReader.modifiers(group.modifiers),
            inherited: group.inheritanceClause?.inheritedTypes.compactMap { TypeNameReader.outermost($0.type) } ?? []
        )
        // A view's bodies are SwiftUI modifier chains, most of a project's calls; views are checked by the names
        // they mention, so their members keep names and types only. Measured on a 5,000-file generated app:
        // the cached facts shrink by a fifth (2.52 M JSON values → 2.05 M), which is decoding time on every run.
        let bodies = !fact.inherited.contains("View")
        readMembers(group.memberBlock.members, into: &fact, bodies: bodies)
        let references = ReferenceCollector(locate: locate)
        references.walk(decl)
        fact.references = references.references
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
            guard let name = TypeNameReader.outermost(node.extendedType), let token = node.extendedType.firstToken(viewMode: .sourceAccurate)
            else { return nil }
            return (name, .extension, token)
        default: return nil
        }
    }

    private func readMembers(_ members: MemberBlockItemListSyntax, into fact: inout TypeFact, bodies: Bool) {
        for member in members {
            let decl = member.decl
            switch decl.kind {
            case .variableDecl:
                fact.properties += properties(decl.cast(VariableDeclSyntax.self), bodies: bodies)
            case .functionDecl:
                let function = decl.cast(FunctionDeclSyntax.self)
                fact.functions.append(FunctionFact(
                    name: function.name.text, position: locate(function.name.positionAfterSkippingLeadingTrivia),
                    modifiers: TypeNameReader.modifiers(function.modifiers),
                    parameters: parameters(function.signature.parameterClause),
                    returnType: function.signature.returnClause.flatMap { TypeNameReader.outermost($0.type) },
                    body: bodies ? function.body.map { BodyReader.read($0, locate: locate) } ?? BodyFact() : BodyFact()
                ))
            case .initializerDecl:
                let initializer = decl.cast(InitializerDeclSyntax.self)
                fact.functions.append(FunctionFact(
                    name: "init", position: locate(initializer.initKeyword.positionAfterSkippingLeadingTrivia),
                    modifiers: TypeNameReader.modifiers(initializer.modifiers),
                    parameters: parameters(initializer.signature.parameterClause),
                    body: bodies ? initializer.body.map { BodyReader.read($0, locate: locate) } ?? BodyFact() : BodyFact()
                ))
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .typeAliasDecl:
                if let named = decl.asProtocol(NamedDeclSyntax.self) { fact.nestedTypes.append(named.name.text) }
            case .ifConfigDecl:
                for clause in decl.cast(IfConfigDeclSyntax.self).clauses {
                    if case .decls(let nested) = clause.elements { readMembers(nested, into: &fact, bodies: bodies) }
                }
            default:
                continue
            }
        }
    }

    private func properties(_ variable: VariableDeclSyntax, bodies: Bool) -> [PropertyFact] {
        let attributes = TypeNameReader.attributes(variable.attributes)
        let modifiers = TypeNameReader.modifiers(variable.modifiers)
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        return variable.bindings.compactMap { binding in
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { return nil }
            let getter = binding.accessorBlock.flatMap(getterBody)
            let value = binding.initializer?.value
            return PropertyFact(
                name: identifier.text, position: locate(identifier.positionAfterSkippingLeadingTrivia),
                typeName: binding.typeAnnotation.flatMap { TypeNameReader.outermost($0.type) },
                attributes: attributes, modifiers: modifiers, isLet: isLet, isComputed: getter != nil,
                initializer: value.map { ExpressionPaths.path(Self.callee(of: $0)) },
                body: !bodies ? BodyFact() : getter.map { BodyReader.read($0, locate: locate) } ?? value.map { BodyReader.read($0, locate: locate) } ?? BodyFact()
            )
        }
    }

    /// `= Foo()` and `= Foo.shared` both name `Foo`: the callee of a call, else the expression.
    private static func callee(of value: ExprSyntax) -> ExprSyntax {
        var expression = value
        while true {
            if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
            else if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
            else if let awaited = expression.as(AwaitExprSyntax.self) { expression = awaited.expression }
            else { return expression }
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
                name: name.text, typeName: TypeNameReader.outermost(parameter.type),
                position: locate(parameter.positionAfterSkippingLeadingTrivia)
            )
        }
    }
}
