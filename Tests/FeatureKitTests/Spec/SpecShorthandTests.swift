import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// The CLI shorthand: `Wallet name:String balance:Decimal 'ownerIDs:[String]'` and `--operations`.
final class SpecShorthandTests: XCTestCase {
    private func shorthand(_ name: String, _ fields: [String], operations: [String]? = nil, known: Set<String> = []) throws(ScaffoldError) -> FeatureSpec {
        try SpecLoader.shorthand(name: name, fields: fields, operations: operations, context: SpecContext(knownEntities: known))
    }

    private func shorthandProblems(_ name: String, _ fields: [String], operations: [String]? = nil, file: StaticString = #filePath, line: UInt = #line) -> [Diagnostic] {
        problems(file: file, line: line) { () throws(ScaffoldError) in _ = try shorthand(name, fields, operations: operations) }
    }

    func testFieldsWithOptionalArrayAndDictionaryTypes() throws {
        let spec = try shorthand("Wallet", ["name:String", "balance:Decimal", "ownerIDs:[String]", "note:String?", "tags:[String: Int]"])
        XCTAssertEqual(spec.feature, "Wallet")
        XCTAssertEqual(spec.entity, "Wallet")
        XCTAssertNil(spec.sourceFile)
        XCTAssertEqual(spec.fields.map(\.name), ["name", "balance", "ownerIDs", "note", "tags"])
        XCTAssertEqual(spec.fields.map(\.type.description), ["String", "Decimal", "[String]", "String?", "[String: Int]"])
        XCTAssertTrue(spec.fields.allSatisfy { $0.rules.isEmpty && $0.example == nil && $0.location == nil })
    }

    func testNoOperationOptionGivesTheDefaults() throws {
        XCTAssertEqual(try shorthand("Wallet", ["name:String"]).operations.map(\.name), ["list", "create", "update", "delete"])
    }

    /// `bookmarkID:Bookmark`: a field named as an entity's id and typed as that entity is a reference to one of its
    /// records, as a spec file's `bookmarkID: UUID` with `reads: { bookmarkID: Bookmark }` on create and update.
    func testAnIDFieldTypedAsAnEntityIsAReference() throws {
        let recorded = { (entities: Set<String>) in SpecFixture.context(known: entities) }
        let spec = try SpecLoader.shorthand(
            name: "Note", fields: ["body:String", "bookmarkID:Bookmark", "folderID:Folder?"], operations: nil, context: recorded(["Bookmark", "Folder"]))
        XCTAssertEqual(spec.fields.map(\.type.description), ["String", "UUID", "UUID?"])
        XCTAssertEqual(spec.operations.map(\.name), ["list", "create", "update", "delete"])
        let references = [EntityReference(field: "bookmarkID", entity: "Bookmark"), EntityReference(field: "folderID", entity: "Folder")]
        XCTAssertEqual(spec.operations.map(\.reads), [nil, references, references, nil])

        let listed = try SpecLoader.shorthand(
            name: "Note", fields: ["body:String", "bookmarkID:Bookmark"], operations: ["list,create"], context: recorded(["Bookmark"]))
        XCTAssertEqual(listed.operations.map(\.reads), [nil, [references[0]]])
        // Named otherwise, the field keeps the entity's type, for the planner to judge.
        XCTAssertEqual(try shorthand("Note", ["bookmark:Bookmark?"], known: ["Bookmark"]).fields[0].type.description, "Bookmark?")
        XCTAssertNil(ShorthandReference.entity(named: "bookmarkID", typed: "[Bookmark]"))
        XCTAssertNil(ShorthandReference.entity(named: "ownerID", typed: "Bookmark"))
        // An entity scaffold has no record of is refused at the argument, once, as a spec file's `reads:` is.
        let found = problems { () throws(ScaffoldError) in
            _ = try SpecLoader.shorthand(name: "Note", fields: ["body:String", "bookmarkID:Bookmark"], operations: nil,
                                         context: SpecContext(knownEntities: ["Bookmark"]))
        }
        XCTAssertEqual(found.map(\.message), ["scaffold has no record of `Bookmark`, so it cannot know its id type and fields"])
        XCTAssertEqual(found.map(\.keyPath), ["argument 3 ('bookmarkID:Bookmark')"])
    }

    func testOperationsAreImpliedOrSpelledOutAndMaySpanArguments() throws {
        let spec = try shorthand("Wallet", ["name:String"], operations: ["list,create", " transfer:custom , remove", "purge:delete"])
        XCTAssertEqual(spec.operations.map(\.name), ["list", "create", "transfer", "remove", "purge"])
        XCTAssertEqual(spec.operations.map(\.kind), [.fetchAll, .create, .custom, .delete, .delete])
        XCTAssertEqual(spec.operations.map(\.index), [0, 1, 2, 3, 4])
        XCTAssertTrue(spec.operations.allSatisfy { $0.useCase == nil && $0.repositories == nil && $0.location == nil })
    }

    /// `--operations list,creat,delet` made two custom operations, with stub UseCases, tests and mocks.
    func testANameNearABuiltInOneIsATypo() {
        let found = shorthandProblems("Wallet", ["name:String"], operations: ["list,creat,delet"])
        expect(found, "unknown operation `creat`", keyPath: "--operations item 2 ('creat')", hint: "did you mean `create`? A custom operation is spelled out: `creat:custom`")
        expect(found, "unknown operation `delet`", keyPath: "--operations item 3 ('delet')", hint: "did you mean `delete`?")
    }

    func testACustomOperationIsSpelledOutOnTheCommandLine() {
        let found = shorthandProblems("Wallet", ["name:String"], operations: ["list,transfer"])
        expect(found, "`transfer` is not a built-in operation", keyPath: "--operations item 2 ('transfer')", hint: "write `transfer:custom`")
    }

    func testASpelledOutKindIsChecked() {
        expect(shorthandProblems("Wallet", ["name:String"], operations: ["archive:custm"]), "unknown operation kind `custm`", hint: "did you mean `custom`?")
        expect(shorthandProblems("Wallet", ["name:String"], operations: ["archive:"]), "has no kind after the colon", hint: "`archive:custom`")
        expect(shorthandProblems("Wallet", ["name:String"], operations: [":custom"]), "operation `:custom` has no name")
    }

    func testBadTypeNamesTheArgument() {
        let found = shorthandProblems("Wallet", ["name:String", "balance:Decmal"])
        let problem = expect(found, "unknown type `Decmal`", keyPath: "argument 3 ('balance:Decmal')", hint: "did you mean `Decimal`?")
        XCTAssertNil(problem?.location)
    }

    func testFieldWithoutColonOrName() {
        expect(shorthandProblems("Wallet", ["balance"]), "field `balance` has no type", keyPath: "argument 2 ('balance')", hint: "`balance:String`")
        expect(shorthandProblems("Wallet", [":String"]), "field `:String` has no name", keyPath: "argument 2 (':String')", hint: "`title:String`")
        expect(shorthandProblems("Wallet", ["balance:"]), "the type is empty", keyPath: "argument 2 ('balance:')")
    }

    func testNoFields() {
        expect(shorthandProblems("Wallet", []), "no fields given for `Wallet`", keyPath: "arguments", hint: "scaffold feature Wallet title:String")
    }

    func testBadFeatureName() {
        expect(shorthandProblems("wallet", ["name:String"]), "feature name `wallet` must be UpperCamelCase", keyPath: "argument 1 ('wallet')", hint: "`Wallet`")
    }

    func testOperationProblems() {
        expect(shorthandProblems("Wallet", ["name:String"], operations: ["list,,create"]), "empty operation name", keyPath: "--operations item 2 ('')")
        expect(shorthandProblems("Wallet", ["name:String"], operations: []), "`--operations` lists no operations", keyPath: "--operations")
        expect(shorthandProblems("Wallet", ["name:String"], operations: ["list,list"]), "duplicate operation `list`", keyPath: "--operations item 2 ('list')")
        expect(shorthandProblems("Wallet", ["name:String"], operations: ["Archive"]), "operation name `Archive` must be lowerCamelCase")
    }

    /// Syntax problems (found while reading arguments) come first, then meaning problems in argument order.
    func testEveryProblemAtOnce() {
        let found = shorthandProblems("wallet", ["name:Strng", "name:String", "2x:Int", "tags"], operations: ["default"])
        XCTAssertEqual(found.map(\.keyPath), [
            "argument 5 ('tags')", "argument 1 ('wallet')", "argument 2 ('name:Strng')", "argument 3 ('name:String')",
            "argument 4 ('2x:Int')", "--operations item 1 ('default')",
        ], found.map(\.rendered).joined(separator: "\n"))
        XCTAssertTrue(found.allSatisfy { $0.location == nil && $0.hint != nil })
    }
}
