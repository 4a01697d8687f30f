import MockKit
import ScaffoldCore
import SwiftSource

/// The cache's encoding of parse results. Every stored field of the model is written in declaration order;
/// a change here needs a bump of `MocksCache.format`.
extension ByteSink {
    mutating func parsedFile(_ file: ParsedFile) {
        strings(file.imports)
        array(file.declarations) { $0.declaration($1) }
        array(file.warnings) { $0.diagnostic($1) }
        bool(file.failedToParse)
    }

    mutating func declaration(_ declaration: ProtocolDeclaration) {
        mockableProtocol(declaration.model)
        bool(declaration.isAnnotated)
        location(declaration.location)
        optional(declaration.unmockableReason) { $0.string($1) }
    }

    mutating func mockableProtocol(_ model: MockableProtocol) {
        string(model.name)
        string(model.accessLevel)
        strings(model.inheritedTypes)
        strings(model.attributes)
        array(model.associatedTypes) { writer, associated in
            writer.string(associated.name)
            writer.strings(associated.constraints)
        }
        array(model.members) { $0.member($1) }
    }

    mutating func member(_ member: MockMember) {
        switch member {
        case .method(let method):
            int(0)
            string(method.name)
            optional(method.genericParameters) { $0.string($1) }
            array(method.parameters) { $0.parameter($1) }
            bool(method.isAsync)
            throwing(method.throwing)
            optional(method.returnType) { $0.string($1) }
            optional(method.whereClause) { $0.string($1) }
            bool(method.isStatic)
            strings(method.attributes)
            bool(method.isMutating)
        case .property(let property):
            int(1)
            string(property.name)
            string(property.type)
            bool(property.isSettable)
            bool(property.isAsync)
            throwing(property.throwing)
            bool(property.isStatic)
            strings(property.attributes)
        case .subscriptRequirement(let requirement):
            int(2)
            optional(requirement.genericParameters) { $0.string($1) }
            array(requirement.parameters) { $0.parameter($1) }
            string(requirement.returnType)
            bool(requirement.isSettable)
            bool(requirement.isStatic)
            optional(requirement.whereClause) { $0.string($1) }
        case .initializer(let initializer):
            int(3)
            array(initializer.parameters) { $0.parameter($1) }
            bool(initializer.isFailable)
            throwing(initializer.throwing)
            bool(initializer.isAsync)
        case .ifConfig(let clauses):
            int(4)
            array(clauses) { writer, clause in
                writer.string(clause.directive)
                writer.array(clause.members) { $0.member($1) }
            }
        }
    }

    mutating func parameter(_ parameter: MockParameter) {
        optional(parameter.label) { $0.string($1) }
        string(parameter.name)
        string(parameter.type)
        bool(parameter.isInout)
        bool(parameter.isVariadic)
        optional(parameter.defaultValue) { $0.string($1) }
    }

    mutating func throwing(_ value: MockThrows) {
        switch value {
        case .none: int(0)
        case .throwing: int(1)
        case .typed(let type): int(2); string(type)
        case .rethrowing: int(3)
        }
    }

    mutating func diagnostic(_ diagnostic: Diagnostic) {
        string(diagnostic.severity.rawValue)
        string(diagnostic.message)
        optional(diagnostic.location) { $0.location($1) }
        optional(diagnostic.keyPath) { $0.string($1) }
        optional(diagnostic.hint) { $0.string($1) }
    }

    mutating func location(_ location: SourceLocation) {
        string(location.file)
        int(location.line)
        int(location.column)
    }
}
