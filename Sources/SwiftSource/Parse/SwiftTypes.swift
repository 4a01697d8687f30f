import MockKit
import SwiftSyntax

/// Builds MockKit's `SwiftType` from SwiftSyntax's `TypeSyntax`, so the renderer asks questions of a type's
/// structure and never parses its spelling again.
public enum SwiftTypes {
    public static func type(_ syntax: TypeSyntax) -> SwiftType {
        switch syntax.as(TypeSyntaxEnum.self) {
        case .identifierType(let named):
            return .named(named.name.text, arguments: arguments(named.genericArgumentClause))
        case .memberType(let member):
            return .member(type(member.baseType), member.name.text, arguments: arguments(member.genericArgumentClause))
        case .optionalType(let optional):
            return .optional(type(optional.wrappedType))
        case .implicitlyUnwrappedOptionalType(let unwrapped):
            return .implicitlyUnwrapped(type(unwrapped.wrappedType))
        case .arrayType(let array):
            return .array(type(array.element))
        case .dictionaryType(let dictionary):
            return .dictionary(key: type(dictionary.key), value: type(dictionary.value))
        case .inlineArrayType(let inline):
            return .inlineArray(count: argument(inline.count), element: argument(inline.element))
        case .tupleType(let tuple):
            return .tuple(elements(tuple.elements))
        case .functionType(let function):
            return .function(SwiftType.FunctionType(
                elements(function.parameters),
                isAsync: function.effectSpecifiers?.asyncSpecifier != nil,
                throwing: throwing(function.effectSpecifiers?.throwsClause),
                result: type(function.returnClause.type)
            ))
        case .attributedType(let attributed):
            var base = type(attributed.baseType)
            let late = attributed.lateSpecifiers.map { OneLine.text($0) }
            if !late.isEmpty { base = .attributed(specifiers: late, attributes: [], base) }
            return .attributed(
                specifiers: attributed.specifiers.map { OneLine.text($0) },
                attributes: attributes(attributed.attributes),
                base
            )
        case .someOrAnyType(let someOrAny):
            return .someOrAny(someOrAny.someOrAnySpecifier.text, type(someOrAny.constraint))
        case .compositionType(let composition):
            return .composition(composition.elements.map { type($0.type) })
        case .metatypeType(let metatype):
            return .metatype(type(metatype.baseType), metatype.metatypeSpecifier.text)
        case .packElementType(let element):
            return .packElement(type(element.pack))
        case .packExpansionType(let expansion):
            return .packExpansion(type(expansion.repetitionPattern))
        case .suppressedType(let suppressed):
            return .suppressed(type(suppressed.type))
        case .classRestrictionType, .missingType, .namedOpaqueReturnType:
            return .value(OneLine.text(syntax))
        }
    }

    /// `Codable & Hashable` → Codable, Hashable; any other type alone.
    public static func constraints(_ syntax: TypeSyntax) -> [SwiftType] {
        type(syntax).compositionParts
    }

    /// `@MainActor`, `@available(iOS 17, *)`; a `#if` among attributes is kept whole, as written.
    public static func attributes(_ list: AttributeListSyntax) -> [SwiftAttribute] {
        list.map { element in
            switch element {
            case .attribute(let attribute):
                SwiftAttribute(
                    OneLine.text(attribute.attributeName),
                    arguments: attribute.leftParen == nil ? nil : attribute.arguments.map { OneLine.text($0) } ?? ""
                )
            case .ifConfigDecl(let ifConfig):
                SwiftAttribute(verbatim: OneLine.text(ifConfig))
            }
        }
    }

    /// `<T: Codable, each U>`
    public static func genericParameters(_ clause: GenericParameterClauseSyntax?) -> [GenericParameter] {
        (clause?.parameters).map { parameters in
            parameters.map { GenericParameter($0.name.text, specifier: $0.specifier?.text, constraint: $0.inheritedType.map(type)) }
        } ?? []
    }

    /// `where T: Hashable, T.Element == Int`
    public static func requirements(_ clause: GenericWhereClauseSyntax?) -> [GenericRequirement] {
        (clause?.requirements).map { requirements in requirements.map { requirement($0.requirement) } } ?? []
    }

    static func requirement(_ requirement: GenericRequirementSyntax.Requirement) -> GenericRequirement {
        switch requirement {
        case .conformanceRequirement(let conformance):
            return .conformance(type(conformance.leftType), type(conformance.rightType))
        case .sameTypeRequirement(let sameType):
            return .sameType(typeOrValue(Syntax(sameType.leftType)), typeOrValue(Syntax(sameType.rightType)))
        case .layoutRequirement(let layout):
            return .layout(type(layout.type), OneLine.text(layout, from: layout.layoutSpecifier))
        }
    }

    static func throwing(_ clause: ThrowsClauseSyntax?) -> MockThrows {
        guard let clause else { return .none }
        if clause.throwsSpecifier.tokenKind == .keyword(.rethrows) { return .rethrowing }
        if let type = clause.type { return .typed(Self.type(type)) }
        return .throwing
    }

    private static func arguments(_ clause: GenericArgumentClauseSyntax?) -> [SwiftType] {
        (clause?.arguments).map { $0.map { argument($0) } } ?? []
    }

    private static func argument(_ argument: GenericArgumentSyntax) -> SwiftType {
        typeOrValue(Syntax(argument.argument))
    }

    /// A type, or a value where one may stand (`3` in `InlineArray<3, Int>`), as written.
    private static func typeOrValue(_ node: Syntax) -> SwiftType {
        if let type = node.as(TypeSyntax.self) { return Self.type(type) }
        if let only = node.children(viewMode: .sourceAccurate).first, node.children(viewMode: .sourceAccurate).count == 1 {
            return typeOrValue(only)
        }
        return .value(OneLine.text(node))
    }

    private static func elements(_ list: TupleTypeElementListSyntax) -> [SwiftType.TupleElement] {
        list.map { element in
            var elementType = type(element.type)
            if let keyword = element.inoutKeyword { elementType = .attributed(specifiers: [keyword.text], attributes: [], elementType) }
            return SwiftType.TupleElement(
                label: element.firstName?.text,
                secondName: element.secondName?.text,
                elementType,
                isVariadic: element.ellipsis != nil
            )
        }
    }
}

extension SwiftTypes {
    /// `: Codable & Hashable, Sendable` → Codable, Hashable, Sendable.
    static func constraints(in clause: InheritanceClauseSyntax) -> [SwiftType] {
        clause.inheritedTypes.flatMap { constraints($0.type) }
    }
}
