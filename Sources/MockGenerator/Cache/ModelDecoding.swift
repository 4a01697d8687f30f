import MockKit
import ScaffoldCore
import SwiftSource

/// Reads what `ByteWriter`'s model encoding wrote, field for field.
extension ByteReader {
    mutating func parsedFile() throws(Malformed) -> ParsedFile {
        ParsedFile(
            imports: try strings(),
            declarations: try array { reader throws(Malformed) in try reader.declaration() },
            warnings: try array { reader throws(Malformed) in try reader.diagnostic() },
            failedToParse: try bool()
        )
    }

    mutating func declaration() throws(Malformed) -> ProtocolDeclaration {
        ProtocolDeclaration(
            model: try mockableProtocol(),
            isAnnotated: try bool(),
            location: try location(),
            unmockableReason: try optionalString()
        )
    }

    mutating func mockableProtocol() throws(Malformed) -> MockableProtocol {
        MockableProtocol(
            name: try string(),
            accessLevel: try string(),
            inheritedTypes: try strings(),
            attributes: try strings(),
            associatedTypes: try array { reader throws(Malformed) in
                MockAssociatedType(name: try reader.string(), constraints: try reader.strings())
            },
            members: try members()
        )
    }

    mutating func members() throws(Malformed) -> [MockMember] {
        try array { reader throws(Malformed) in try reader.member() }
    }

    mutating func member() throws(Malformed) -> MockMember {
        switch try int() {
        case 0:
            return .method(MockMethod(
                name: try string(), genericParameters: try optionalString(), parameters: try parameters(),
                isAsync: try bool(), throwing: try throwing(), returnType: try optionalString(),
                whereClause: try optionalString(), isStatic: try bool(), attributes: try strings(), isMutating: try bool()
            ))
        case 1:
            return .property(MockProperty(
                name: try string(), type: try string(), isSettable: try bool(), isAsync: try bool(),
                throwing: try throwing(), isStatic: try bool(), attributes: try strings()
            ))
        case 2:
            return .subscriptRequirement(MockSubscript(
                genericParameters: try optionalString(), parameters: try parameters(), returnType: try string(),
                isSettable: try bool(), isStatic: try bool(), whereClause: try optionalString()
            ))
        case 3:
            return .initializer(MockInitializer(
                parameters: try parameters(), isFailable: try bool(), throwing: try throwing(), isAsync: try bool()
            ))
        case 4:
            return .ifConfig(try array { reader throws(Malformed) in
                MockIfClause(directive: try reader.string(), members: try reader.members())
            })
        default:
            throw Malformed()
        }
    }

    mutating func parameters() throws(Malformed) -> [MockParameter] {
        try array { reader throws(Malformed) in
            MockParameter(
                label: try reader.optionalString(), name: try reader.string(), type: try reader.string(),
                isInout: try reader.bool(), isVariadic: try reader.bool(), defaultValue: try reader.optionalString()
            )
        }
    }

    mutating func throwing() throws(Malformed) -> MockThrows {
        switch try int() {
        case 0: return .none
        case 1: return .throwing
        case 2: return .typed(try string())
        case 3: return .rethrowing
        default: throw Malformed()
        }
    }

    mutating func diagnostic() throws(Malformed) -> Diagnostic {
        guard let severity = Diagnostic.Severity(rawValue: try string()) else { throw Malformed() }
        return Diagnostic(
            severity, try string(),
            at: try optional { reader throws(Malformed) in try reader.location() },
            keyPath: try optionalString(), hint: try optionalString()
        )
    }

    mutating func location() throws(Malformed) -> SourceLocation {
        SourceLocation(file: try string(), line: try int(), column: try int())
    }

    mutating func optionalString() throws(Malformed) -> String? {
        try optional { reader throws(Malformed) in try reader.string() }
    }
}
