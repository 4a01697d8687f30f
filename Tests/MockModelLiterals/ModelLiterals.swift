import MockKit
import SwiftParser
import SwiftSource
import SwiftSyntax

// Fixture models are written as the source they stand for: a string literal of a type, an attribute or a
// generic clause is parsed with SwiftParser and read by `SwiftTypes`, as `scaffold mocks` reads source.

extension SwiftType: ExpressibleByStringLiteral {
    public init(stringLiteral text: String) {
        var parser = Parser(text)
        self = SwiftTypes.type(TypeSyntax.parse(from: &parser))
    }
}

extension SwiftAttribute: ExpressibleByStringLiteral {
    public init(stringLiteral text: String) {
        self = SwiftTypes.attributes(declaration(attributes: text).attributes).first ?? SwiftAttribute(text)
    }
}

/// `<T: Codable>` as a method's generic parameters.
public func genericParameters(_ clause: String?) -> [GenericParameter] {
    SwiftTypes.genericParameters(declaration(generics: clause ?? "").genericParameterClause)
}

/// `where T: Sendable` as a method's requirements.
public func requirements(_ clause: String?) -> [GenericRequirement] {
    SwiftTypes.requirements(declaration(whereClause: clause ?? "").genericWhereClause)
}

private func declaration(attributes: String = "", generics: String = "", whereClause: String = "") -> FunctionDeclSyntax {
    var parser = Parser("\(attributes) func f\(generics)() \(whereClause)")
    return DeclSyntax.parse(from: &parser).cast(FunctionDeclSyntax.self)
}
