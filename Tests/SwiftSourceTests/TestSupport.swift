import Foundation
import MockKit
@testable import SwiftSource
import ScaffoldCore
import XCTest

/// Parses `source` as `Sources/Test.swift` with the default annotation.
func parse(_ source: String, annotation: String = "@mockable") -> ParsedFile {
    ProtocolExtractor.parse(source: source, path: "Sources/Test.swift", annotation: annotation)
}

/// The single declaration in `source`, failing the test when there is not exactly one.
func declaration(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws -> ProtocolDeclaration {
    let parsed = parse(source)
    XCTAssertFalse(parsed.failedToParse, "unexpected syntax error: \(parsed.warnings)", file: file, line: line)
    XCTAssertEqual(parsed.declarations.count, 1, file: file, line: line)
    return try XCTUnwrap(parsed.declarations.first, file: file, line: line)
}

/// The members of the single protocol in `source`, properties without their offsets (see `withoutOffset`).
func members(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws -> [MockMember] {
    try declaration(source, file: file, line: line).model.members.map(\.withoutOffset)
}

extension MockMember {
    /// The member with its properties' `offset` 0, as test models are written.
    var withoutOffset: MockMember {
        switch self {
        case .property(var property):
            property.offset = 0
            return .property(property)
        case .ifConfig(let clauses):
            return .ifConfig(clauses.map { MockIfClause(directive: $0.directive, members: $0.members.map(\.withoutOffset)) })
        default:
            return self
        }
    }
}

extension MockMember {
    var method: MockMethod? { if case .method(let value) = self { value } else { nil } }
    var property: MockProperty? { if case .property(let value) = self { value } else { nil } }
    var subscriptValue: MockSubscript? { if case .subscriptRequirement(let value) = self { value } else { nil } }
    var initializer: MockInitializer? { if case .initializer(let value) = self { value } else { nil } }
    var clauses: [MockIfClause]? { if case .ifConfig(let value) = self { value } else { nil } }
}
