import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Operation kinds, repositories and flags.
final class SpecOperationTests: XCTestCase {
    func testUnknownKindSuggestsTheClosest() {
        expect(problems(SpecFixture.spec(operations: "  - { name: list, kind: fetchall }")),
               "unknown operation kind `fetchall`", at: (5, 25), keyPath: "operations[0].kind", hint: "did you mean `fetchAll`?")
        expect(problems(SpecFixture.spec(operations: "  - { name: list, kind: everything }")),
               "unknown operation kind `everything`", hint: "fetchAll, fetch, create, update, delete, custom")
    }

    func testEveryKindIsAccepted() throws {
        let operations = OperationKind.allCases.map { "  - { name: op\($0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst()), kind: \($0.rawValue) }" }
        let spec = try SpecFixture.load(SpecFixture.spec(operations: operations.joined(separator: "\n")))
        XCTAssertEqual(spec.operations.map(\.kind), OperationKind.allCases)
    }

    func testExplicitKindWinsOverTheName() throws {
        let spec = try SpecFixture.load(SpecFixture.spec(operations: "  - { name: archive, kind: update }"))
        XCTAssertEqual(spec.operations[0].kind, .update)
    }

    func testRepositoriesMustBeKnownEntities() {
        let found = problems(SpecFixture.spec(operations: "  - { name: transfer, repositories: [Wallet, Transacton, Ledger] }"), known: ["Transaction"])
        expect(found, "unknown entity `Transacton` in `repositories`", at: (5, 46), keyPath: "operations[0].repositories[1]",
               hint: "did you mean `Transaction`?")
        expect(found, "unknown entity `Ledger`", keyPath: "operations[0].repositories[2]", hint: "Transaction, Wallet")
    }

    func testRepositoriesAcceptTheFeaturesEntity() throws {
        let spec = try SpecFixture.load(SpecFixture.spec(header: "feature: Wallets\nentity: Purse", operations: "  - { name: move, repositories: [Purse] }"))
        XCTAssertEqual(spec.operations[0].repositories, ["Purse"])
    }

    func testRepeatedRepositoryIsRefused() {
        expect(problems(SpecFixture.spec(operations: "  - { name: move, repositories: [Wallet, Wallet] }")),
               "`Wallet` appears more than once in `repositories`", keyPath: "operations[0].repositories[1]")
    }

    func testRepositoryEntriesMustBeText() {
        expect(problems(SpecFixture.spec(operations: "  - { name: move, repositories: [[Wallet]] }")),
               "each entry of `repositories` must be text, found a list", keyPath: "operations[0].repositories[0]")
    }

    func testFalseFlagsAreKeptAsStated() throws {
        let spec = try SpecFixture.load(SpecFixture.spec(operations: "  - { name: list, useCase: false, validation: false }"))
        XCTAssertEqual(spec.operations[0].useCase, false)
        XCTAssertEqual(spec.operations[0].validation, false)
        XCTAssertNil(spec.operations[0].transformation)
    }

    /// In a spec an unstated kind is custom, unless the name is one edit from a built-in kind.
    func testANameOneEditFromABuiltInKindNeedsItsKind() throws {
        expect(problems(SpecFixture.spec(operations: "  - { name: list }\n  - { name: creat }")),
               "operation `creat` has no `kind` and is one edit from the built-in `create`", at: (6, 13), keyPath: "operations[1].name",
               hint: "did you mean `create`? If `creat` is a custom operation, say so with `kind: custom`")
        let meant = try SpecFixture.load(SpecFixture.spec(operations: "  - { name: creat, kind: custom }\n  - { name: archive }\n  - { name: move }"))
        XCTAssertEqual(meant.operations.map(\.kind), [.custom, .custom, .custom])
    }
}
