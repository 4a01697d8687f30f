import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Names become Swift declarations: identifiers, case conventions, keywords, duplicates and clashes.
final class SpecNameTests: XCTestCase {
    func testFeatureMustBeUpperCamelCase() {
        expect(problems(SpecFixture.spec(header: "feature: wallet list")),
               "feature name `wallet list` is not a Swift identifier: it contains a space", at: (1, 10), keyPath: "feature", hint: "`WalletList`")
        expect(problems(SpecFixture.spec(header: "feature: wallet")), "feature name `wallet` must be UpperCamelCase", hint: "write `Wallet`")
    }

    func testEntityIsCheckedLikeTheFeature() {
        expect(problems(SpecFixture.spec(header: "feature: Wallet\nentity: wallet_item")),
               "entity name `wallet_item` must be UpperCamelCase", at: (2, 9), keyPath: "entity", hint: "write `WalletItem`")
    }

    func testKeywordsAreRefused() {
        let fields = "  - { name: default, type: String }\n  - { name: self, type: Int }\n  - { name: class, type: Int }"
        let found = problems(SpecFixture.spec(fields: fields))
        expect(found, "field name `default` is a Swift keyword", at: (3, 13), keyPath: "fields[0].name", hint: "`defaultValue`")
        expect(found, "field name `self` is a Swift keyword", keyPath: "fields[1].name")
        expect(found, "field name `class` is a Swift keyword", keyPath: "fields[2].name")
    }

    func testTypeOnlyKeywordsAreRefusedForTypeNames() {
        expect(problems(SpecFixture.spec(header: "feature: Type")), "feature name `Type` is a Swift keyword", keyPath: "feature")
        expect(problems(SpecFixture.spec(header: "feature: Protocol")), "feature name `Protocol` is a Swift keyword")
        XCTAssertNoThrow(try SpecFixture.load(SpecFixture.spec(fields: "  - { name: type, type: String }")))
    }

    func testLeadingDigitIsRefused() {
        expect(problems(SpecFixture.spec(fields: "  - { name: 2fa, type: Bool }")),
               "field name `2fa` is not a Swift identifier: it starts with a digit", at: (3, 13), keyPath: "fields[0].name", hint: "start the name with a letter")
    }

    func testPunctuationAndCaseAreFixedInTheHint() {
        let fields = "  - { name: first-name, type: String }\n  - { name: last_name, type: String }\n  - { name: Balance, type: Int }\n  - { name: ID, type: Int }"
        let found = problems(SpecFixture.spec(fields: fields))
        expect(found, "field name `first-name` is not a Swift identifier: it contains `-`", hint: "write `firstName`")
        expect(found, "field name `last_name` must be lowerCamelCase", hint: "write `lastName`")
        expect(found, "field name `Balance` must be lowerCamelCase", hint: "write `balance`")
        expect(found, "field name `ID` must be lowerCamelCase", hint: "write `id`")
    }

    func testNonASCIINameIsRefused() {
        expect(problems(SpecFixture.spec(fields: "  - { name: café, type: String }")),
               "it contains `é`", keyPath: "fields[0].name", hint: "only letters, digits and _")
    }

    func testDuplicateFieldPointsAtTheSecondAndNamesTheFirst() {
        let found = problems(SpecFixture.spec(fields: "  - { name: title, type: String }\n  - { name: title, type: Int }"))
        expect(found, "duplicate field `title`", at: (4, 13), keyPath: "fields[1].name", hint: "already declared at Specs/Wallet.yml:3:13")
    }

    func testDuplicateOperation() {
        let found = problems(SpecFixture.spec(operations: "  - { name: list }\n  - { name: list, kind: fetchAll }"))
        expect(found, "duplicate operation `list`", at: (6, 13), keyPath: "operations[1].name", hint: "already declared at Specs/Wallet.yml:5:13")
    }

    func testOperationNameMustBeLowerCamelCase() {
        expect(problems(SpecFixture.spec(operations: "  - { name: Transfer }")),
               "operation name `Transfer` must be lowerCamelCase", at: (5, 13), keyPath: "operations[0].name", hint: "write `transfer`")
    }

    func testOnlyAFieldNameThatCannotWorkIsRefused() {
        let found = problems(SpecFixture.spec(fields: "  - { name: state, type: String }\n  - { name: hashValue, type: Int }"))
        expect(found, "field name `hashValue` cannot work: the model is Hashable", at: (4, 13), keyPath: "fields[1].name", hint: "`walletHashValue`")
        XCTAssertEqual(found.count, 1, "`state` is a field like any other: \(found)")
    }

    func testNamesGeneratedCodeUsesAreAllowedAndModuleNamesRefused() throws {
        for name in ["Task", "Result", "Error", "Data", "Date", "Set", "Label", "Section", "List"] {
            XCTAssertEqual(try SpecFixture.load(SpecFixture.spec(header: "feature: \(name)")).entity, name)
        }
        expect(problems(SpecFixture.spec(header: "feature: Wallets\nentity: SwiftUI")),
               "entity name `SwiftUI` is the name of a module generated code qualifies names with", keyPath: "entity", hint: "`SwiftUIItem`")
    }

    /// An entity named like the types view models nest (`Draft`, `State`) would be hidden inside them: refused, whether
    /// the feature or `entity:` names it; a feature of that name with another entity is fine. (`make sweep SEED=42`.)
    func testAnEntityNamedLikeAViewModelsNestedTypeIsRefused() throws {
        expect(problems(SpecFixture.spec(header: "feature: Draft")),
               "feature name `Draft` names the entity, and the form view model keeps what it edits in a nested `Draft`", keyPath: "feature",
               hint: "`entity: DraftItem`")
        expect(problems(SpecFixture.spec(header: "feature: Wallets\nentity: State")),
               "entity name `State` names the entity, and a view model keeping its state in a nested `State`", keyPath: "entity",
               hint: "`entity: StateItem`")
        XCTAssertEqual(try SpecFixture.load(SpecFixture.spec(header: "feature: State\nentity: Region")).entity, "Region")
    }

    func testUsedByNamesMustBeTypeNamesAndUnique() {
        let found = problems(SpecFixture.spec(operations: "  - { name: list, usedBy: [walletList, WalletDetail, WalletDetailViewModel, ViewModel] }"))
        expect(found, "view model name `walletList` must be UpperCamelCase", keyPath: "operations[0].usedBy[0]", hint: "`WalletList`")
        expect(found, "`WalletDetail` appears more than once in `usedBy`", keyPath: "operations[0].usedBy[2]")
        expect(found, "the view model name is empty", keyPath: "operations[0].usedBy[3]")
    }

    func testCamelCasingHelper() {
        XCTAssertEqual(IdentifierCheck.camelCased("first-name", style: .lowerCamel), "firstName")
        XCTAssertEqual(IdentifierCheck.camelCased("URLString", style: .lowerCamel), "urlString")
        XCTAssertEqual(IdentifierCheck.camelCased("wallet list", style: .upperCamel), "WalletList")
        XCTAssertNil(IdentifierCheck.camelCased("9lives", style: .lowerCamel))
        XCTAssertNil(IdentifierCheck.camelCased("--", style: .lowerCamel))
    }
}
