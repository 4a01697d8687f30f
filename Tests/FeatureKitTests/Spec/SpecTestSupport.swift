import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Loading helpers shared by the Spec tests: specs are written inline, diagnostics are asserted by substring.
enum SpecFixture {
    static let path = "Specs/Wallet.yml"

    static func load(_ text: String, path: String = path, known: Set<String> = [], idTypes: [String: String] = [:]) throws(ScaffoldError) -> FeatureSpec {
        try SpecLoader.load(contents: Data(text.utf8), path: path, context: context(known: known, idTypes: idTypes))
    }

    /// A project whose `known` entities scaffold generated (so it has their records): each with a `name` and the
    /// id type `idTypes` gives it (UUID when it gives none).
    static func context(known: Set<String>, idTypes: [String: String] = [:]) -> SpecContext {
        let records = known.map { entity -> (String, FeatureSpec) in
            var fields = [FieldSpec(name: "name", type: .named("String"))]
            if let id = idTypes[entity] { fields.insert(FieldSpec(name: "id", type: .named(id)), at: 0) }
            return (entity, FeatureSpec(feature: entity, fields: fields, operations: SpecValidator.defaultOperations))
        }
        return SpecContext(knownEntities: known, entities: Dictionary(uniqueKeysWithValues: records))
    }

    static func loadBytes(_ bytes: [UInt8]) throws(ScaffoldError) -> FeatureSpec {
        try SpecLoader.load(contents: Data(bytes), path: path, context: SpecContext())
    }

    /// A minimal valid spec to which a test adds one broken piece.
    static func spec(header: String = "feature: Wallet", fields: String = "  - { name: title, type: String }", operations: String? = nil) -> String {
        var text = "\(header)\nfields:\n\(fields)\n"
        if let operations { text += "operations:\n\(operations)\n" }
        return text
    }
}

extension XCTestCase {
    /// The diagnostics a spec must produce; fails when it loads.
    func problems(
        _ text: String, known: Set<String> = [], idTypes: [String: String] = [:], context: SpecContext? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> [Diagnostic] {
        problems(file: file, line: line) { () throws(ScaffoldError) in
            if let context {
                _ = try SpecLoader.load(contents: Data(text.utf8), path: SpecFixture.path, context: context)
            } else {
                _ = try SpecFixture.load(text, known: known, idTypes: idTypes)
            }
        }
    }

    func problems(file: StaticString = #filePath, line: UInt = #line, _ body: () throws(ScaffoldError) -> Void) -> [Diagnostic] {
        do {
            try body()
            XCTFail("expected the spec to be refused", file: file, line: line)
            return []
        } catch {
            guard case .invalidSpec(let diagnostics) = error else {
                XCTFail("expected .invalidSpec, got \(error)", file: file, line: line)
                return []
            }
            XCTAssertFalse(diagnostics.isEmpty, "an invalid spec must say why", file: file, line: line)
            return diagnostics
        }
    }

    /// Finds the diagnostic whose message contains `message` and checks where it points and what it suggests.
    @discardableResult
    func expect(
        _ diagnostics: [Diagnostic], _ message: String, at position: (line: Int, column: Int)? = nil,
        keyPath: String? = nil, hint: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> Diagnostic? {
        guard let found = diagnostics.first(where: { $0.message.contains(message) }) else {
            XCTFail("no diagnostic contains \"\(message)\"; got:\n" + diagnostics.map(\.rendered).joined(separator: "\n"),
                    file: file, line: line)
            return nil
        }
        XCTAssertEqual(found.severity, .error, file: file, line: line)
        if let position {
            XCTAssertEqual(found.location?.line, position.line, "line of: \(found.rendered)", file: file, line: line)
            XCTAssertEqual(found.location?.column, position.column, "column of: \(found.rendered)", file: file, line: line)
            XCTAssertEqual(found.location?.file, SpecFixture.path, file: file, line: line)
        }
        if let keyPath { XCTAssertEqual(found.keyPath, keyPath, file: file, line: line) }
        if let hint {
            XCTAssertTrue(found.hint?.contains(hint) ?? false, "hint \"\(found.hint ?? "nil")\" lacks \"\(hint)\"", file: file, line: line)
        }
        return found
    }
}
