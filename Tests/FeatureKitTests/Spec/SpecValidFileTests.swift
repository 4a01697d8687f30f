import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

final class SpecValidFileTests: XCTestCase {
    static let designExample = """
        feature: Wallet            # feature (folder) name
        entity: Wallet
        fields:
          - name: name
            type: String
            rules: [nonEmpty, maxLength(50)]
            example: "Main"
          - { name: balance, type: Decimal }
          - { name: ownerIDs, type: "[String]" }
          - { name: note, type: String? }
        operations:
          - { name: list, kind: fetchAll }
          - { name: create, kind: create }
          - { name: delete, kind: delete, usedBy: [WalletList, WalletDetail] }
          - name: transfer
            repositories: [Wallet, Transaction]
            validation: true
            transformation: false
            useCase: true
        """

    func testDesignExampleLoadsWithEveryValue() throws {
        let spec = try SpecFixture.load(Self.designExample, known: ["Transaction"])
        XCTAssertEqual(spec.feature, "Wallet")
        XCTAssertEqual(spec.entity, "Wallet")
        XCTAssertEqual(spec.sourceFile, SpecFixture.path)
        XCTAssertEqual(spec.fields.map(\.name), ["name", "balance", "ownerIDs", "note"])
        XCTAssertEqual(spec.fields.map(\.type), [.named("String"), .named("Decimal"), .array(.named("String")), .optional(.named("String"))])
        XCTAssertEqual(spec.fields[0].rules, [.nonEmpty, .maxLength(50)])
        XCTAssertEqual(spec.fields[0].example, "\"Main\"")
        XCTAssertEqual(spec.fields[0].location, SourceLocation(file: SpecFixture.path, line: 4, column: 5))
        XCTAssertEqual(spec.operations.map(\.name), ["list", "create", "delete", "transfer"])
        XCTAssertEqual(spec.operations.map(\.kind), [.fetchAll, .create, .delete, .custom])
        XCTAssertEqual(spec.operations[2].usedBy, ["WalletList", "WalletDetail"])
        let transfer = spec.operations[3]
        XCTAssertEqual(transfer.repositories, ["Wallet", "Transaction"])
        XCTAssertEqual(transfer.validation, true)
        XCTAssertEqual(transfer.transformation, false)
        XCTAssertEqual(transfer.useCase, true)
        XCTAssertEqual(transfer.index, 3)
        XCTAssertEqual(transfer.keyPath, "operations[3]")
    }

    func testOperationLocationsPointAtTheMappingAndEachValue() throws {
        let spec = try SpecFixture.load(Self.designExample, known: ["Transaction"])
        let transfer = spec.operations[3]
        XCTAssertEqual(transfer.location, SourceLocation(file: SpecFixture.path, line: 15, column: 5))
        XCTAssertEqual(Set(transfer.keyLocations.keys), ["name", "repositories", "validation", "transformation", "useCase"])
        XCTAssertEqual(transfer.keyLocations["useCase"], SourceLocation(file: SpecFixture.path, line: 19, column: 14))
        XCTAssertEqual(spec.operations[2].keyLocations["usedBy"]?.line, 14)
    }

    func testUnstatedOperationKeysStayNil() throws {
        let spec = try SpecFixture.load(SpecFixture.spec(operations: "  - { name: list, kind: fetchAll }"))
        let list = try XCTUnwrap(spec.operations.first)
        XCTAssertNil(list.validation)
        XCTAssertNil(list.transformation)
        XCTAssertNil(list.repositories)
        XCTAssertNil(list.usedBy)
        XCTAssertNil(list.useCase)
    }

    func testJSONWithTheSameSchemaLoadsTheSameSpec() throws {
        let json = """
            {
              "feature": "Wallet",
              "entity": "Wallet",
              "fields": [
                {"name": "name", "type": "String", "rules": ["nonEmpty", "maxLength(50)"], "example": "Main"},
                {"name": "balance", "type": "Decimal"},
                {"name": "ownerIDs", "type": "[String]"},
                {"name": "note", "type": "String?"}
              ],
              "operations": [
                {"name": "list", "kind": "fetchAll"},
                {"name": "create", "kind": "create"},
                {"name": "delete", "kind": "delete", "usedBy": ["WalletList", "WalletDetail"]},
                {"name": "transfer", "repositories": ["Wallet", "Transaction"], "validation": true,
                 "transformation": false, "useCase": true}
              ]
            }
            """
        let fromJSON = try SpecFixture.load(json, known: ["Transaction"])
        let fromYAML = try SpecFixture.load(Self.designExample, known: ["Transaction"])
        XCTAssertEqual(fromJSON.fields.map { [$0.name, $0.type.description, $0.example ?? "-"] },
                       fromYAML.fields.map { [$0.name, $0.type.description, $0.example ?? "-"] })
        XCTAssertEqual(fromJSON.fields.map(\.rules), fromYAML.fields.map(\.rules))
        XCTAssertEqual(fromJSON.operations.map { "\($0.name) \($0.kind) \(String(describing: $0.useCase)) \($0.usedBy ?? [])" },
                       fromYAML.operations.map { "\($0.name) \($0.kind) \(String(describing: $0.useCase)) \($0.usedBy ?? [])" })
        XCTAssertEqual(fromJSON.operations[3].keyLocations["useCase"]?.line, 15)
    }

    func testJSONIndentedWithTabsLoads() throws {
        let json = "{\n\t\"feature\": \"Wallet\",\n\t\"fields\": [\n\t\t{\"name\": \"title\", \"type\": \"String\"}\n\t]\n}\n"
        XCTAssertEqual(try SpecFixture.load(json).fields.map(\.name), ["title"])
    }

    func testEntityDefaultsToFeature() throws {
        XCTAssertEqual(try SpecFixture.load(SpecFixture.spec()).entity, "Wallet")
        XCTAssertEqual(try SpecFixture.load(SpecFixture.spec(header: "feature: Wallets\nentity: Wallet")).entity, "Wallet")
    }

    func testOmittedOperationsGetTheCRUDDefaults() throws {
        let spec = try SpecFixture.load(SpecFixture.spec())
        XCTAssertEqual(spec.operations.map(\.name), ["list", "create", "update", "delete"])
        XCTAssertEqual(spec.operations.map(\.kind), [.fetchAll, .create, .update, .delete])
        XCTAssertEqual(spec.operations.map(\.index), [0, 1, 2, 3])
        XCTAssertTrue(spec.operations.allSatisfy { $0.useCase == nil && $0.usedBy == nil && $0.validation == nil })
    }

    func testMissingKindIsImpliedByNameOrCustom() throws {
        let spec = try SpecFixture.load(SpecFixture.spec(operations: "  - name: add\n  - name: show\n  - name: archive"))
        XCTAssertEqual(spec.operations.map(\.kind), [.create, .fetch, .custom])
    }

    func testUsedByDropsTheViewModelSuffix() throws {
        let spec = try SpecFixture.load(SpecFixture.spec(operations: "  - { name: list, usedBy: [WalletListViewModel, WalletDetail] }"))
        XCTAssertEqual(spec.operations[0].usedBy, ["WalletList", "WalletDetail"])
    }

    func testKnownEntitiesAndOwnEntityInsideCollectionsAreTypes() throws {
        let fields = """
              - { name: owner, type: User }
              - { name: children, type: "[Wallet]" }
              - { name: byName, type: "[String: Wallet]?" }
              - { name: tags, type: "[UUID: [User?]]" }
            """
        let spec = try SpecFixture.load(SpecFixture.spec(fields: fields), known: ["User"])
        XCTAssertEqual(spec.fields.map(\.type.description), ["User", "[Wallet]", "[String: Wallet]?", "[UUID: [User?]]"])
    }

    func testEveryBuiltInTypeIsAccepted() throws {
        let names = KnownTypes.builtIn.sorted()
        let fields = names.enumerated().map { "  - { name: field\($0.offset), type: \($0.element) }" }.joined(separator: "\n")
        XCTAssertEqual(try SpecFixture.load(SpecFixture.spec(fields: fields)).fields.map(\.type.description), names)
    }

    func testIdFieldMayBeUUIDStringOrInt() throws {
        for type in ["UUID", "String", "Int"] {
            let spec = try SpecFixture.load(SpecFixture.spec(fields: "  - { name: id, type: \(type) }"))
            XCTAssertEqual(spec.idField?.type, .named(type))
        }
    }

    func testByteOrderMarkCommentsAnchorsAndBlockTextAreFine() throws {
        let text = """
            # A wallet.
            feature: Wallet   # trailing comment
            fields:
              - name: title
                type: &text String
                example: |-
                  *not an alias* 'and not a quote
              - { name: note, type: String, example: a *b 'c }
            """
        let spec = try SpecFixture.loadBytes([0xEF, 0xBB, 0xBF] + Array(text.utf8))
        // `|-` strips the block's final newline, which data preparation would trim before storing (`|` is refused).
        XCTAssertEqual(spec.fields.map(\.example), ["\"*not an alias* 'and not a quote\"", "\"a *b 'c\""])
    }
}
