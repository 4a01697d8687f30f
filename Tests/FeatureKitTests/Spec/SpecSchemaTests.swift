import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Unknown keys, wrong kinds of value and missing keys: each located, with its key path and a hint.
final class SpecSchemaTests: XCTestCase {
    func testUnknownTopLevelKeySuggestsTheClosest() {
        let found = problems("feature: Wallet\nfeild:\n  - { name: title, type: String }\n")
        expect(found, "unknown key `feild`", at: (2, 1), keyPath: "feild", hint: "did you mean `fields`?")
        expect(found, "missing `fields`", at: (1, 1), keyPath: "fields", hint: "add a `fields:` list")
    }

    func testUnknownOperationKeySuggestsCaseCorrectSpelling() {
        let found = problems(SpecFixture.spec(operations: "  - { name: transfer, usecase: true }"))
        expect(found, "unknown key `usecase`", at: (5, 23), keyPath: "operations[0].usecase", hint: "did you mean `useCase`?")
    }

    func testUnknownFieldKeyListsAllowedKeysWhenNothingIsClose() {
        let found = problems(SpecFixture.spec(fields: "  - { name: title, type: String, colour: red }"))
        expect(found, "unknown key `colour`", at: (3, 34), keyPath: "fields[0].colour", hint: "allowed keys: name, type, rules, example")
    }

    func testMissingFeatureAndFields() {
        let found = problems("entity: Wallet\n")
        expect(found, "missing `feature`", at: (1, 1), keyPath: "feature", hint: "feature: Wallet")
        expect(found, "missing `fields`", at: (1, 1), keyPath: "fields")
    }

    func testFeatureWithoutValue() {
        expect(problems(SpecFixture.spec(header: "feature:")), "`feature` has no value", at: (1, 9), keyPath: "feature", hint: "feature: Wallet")
    }

    func testEmptyFieldsList() {
        expect(problems("feature: Wallet\nfields: []\n"), "`fields` is empty", at: (2, 9), keyPath: "fields", hint: "name: title")
    }

    func testFieldsAsMappingNamesTheExpectedKind() {
        let found = problems("feature: Wallet\nfields:\n  title: String\n")
        expect(found, "`fields` must be a list, found a mapping", at: (3, 3), keyPath: "fields")
    }

    func testFieldMissingNameAndType() {
        let found = problems(SpecFixture.spec(fields: "  - { rules: [nonEmpty] }"))
        expect(found, "the field is missing `name`", at: (3, 5), keyPath: "fields[0].name")
        expect(found, "the field is missing `type`", at: (3, 5), keyPath: "fields[0].type", hint: "type: String")
    }

    func testFieldWrittenAsNameColonTypeExplainsTheMappingForm() {
        let found = problems(SpecFixture.spec(fields: "  - balance: Decimal\n  - note:String?"))
        expect(found, "found `balance: Decimal`", at: (3, 5), keyPath: "fields[0]", hint: "- { name: balance, type: Decimal }")
        expect(found, "found `note:String?`", at: (4, 5), keyPath: "fields[1]", hint: "- { name: note, type: String? }")
    }

    func testUnquotedBracketTypeIsExplained() {
        let found = problems(SpecFixture.spec(fields: "  - { name: tags, type: [String: Int] }"))
        expect(found, "YAML read `[String: Int]` as a list", at: (3, 25), keyPath: "fields[0].type", hint: "type: \"[String: Int]\"")
    }

    func testRulesMustBeAList() {
        let found = problems(SpecFixture.spec(fields: "  - { name: title, type: String, rules: nonEmpty }"))
        expect(found, "`rules` must be a list, found `nonEmpty`", at: (3, 41), keyPath: "fields[0].rules", hint: "rules: [nonEmpty")
    }

    func testRuleWrittenAsMappingSuggestsCallSpelling() {
        let found = problems(SpecFixture.spec(fields: "  - { name: title, type: String, rules: [maxLength: 50] }"))
        expect(found, "a rule is written like `maxLength(50)`", at: (3, 42), keyPath: "fields[0].rules[0]", hint: "write `maxLength(50)`")
    }

    func testBooleanFlagRefusesOtherWords() {
        let found = problems(SpecFixture.spec(operations: "  - { name: transfer, useCase: maybe, validation: yes, transformation: \"true\" }"))
        expect(found, "`useCase` must be true or false, found `maybe`", at: (5, 32), keyPath: "operations[0].useCase", hint: "useCase: true")
        expect(found, "`validation` must be true or false, found `yes`", keyPath: "operations[0].validation")
        expect(found, "`transformation` must be true or false, found `true`", keyPath: "operations[0].transformation")
    }

    func testOperationAsPlainNameExplainsTheMappingForm() {
        let found = problems(SpecFixture.spec(operations: "  - list"))
        expect(found, "an operation must be a mapping, found `list`", at: (5, 5), keyPath: "operations[0]", hint: "- { name: list }")
    }

    func testOperationMissingName() {
        expect(problems(SpecFixture.spec(operations: "  - { kind: fetchAll }")),
               "the operation is missing `name`", at: (5, 5), keyPath: "operations[0].name")
    }

    func testEmptyOperationsAndEmptyLists() {
        expect(problems(SpecFixture.spec() + "operations: []\n"), "`operations` is empty", at: (4, 13), keyPath: "operations")
        let found = problems(SpecFixture.spec(operations: "  - { name: list, repositories: [], usedBy: [] }"))
        expect(found, "`repositories` is empty", at: (5, 33), keyPath: "operations[0].repositories", hint: "leave `repositories` out")
        expect(found, "`usedBy` is empty", keyPath: "operations[0].usedBy")
    }

    func testListValueWhereTextIsExpected() {
        let found = problems(SpecFixture.spec(header: "feature: [Wallet]"))
        expect(found, "`feature` must be text, found a list", at: (1, 10), keyPath: "feature")
    }

    func testRepositoriesMappingInsteadOfList() {
        let found = problems(SpecFixture.spec(operations: "  - name: transfer\n    repositories: { Wallet: yes }"))
        expect(found, "`repositories` must be a list, found a mapping", at: (6, 19), keyPath: "operations[0].repositories")
    }

    func testDuplicateYAMLKeyIsLocated() {
        let found = problems("feature: Wallet\nfeature: Purse\nfields: [{ name: title, type: String }]\n")
        expect(found, "key `feature` appears more than once", at: (1, 1), hint: "keep one of them")
    }

    func testNonTextKeyIsRefused() {
        let found = problems("feature: Wallet\nfields: [{ name: title, type: String }]\n[a, b]: c\n")
        expect(found, "keys must be plain words, found a list as a key", at: (3, 1))
    }

    func testKeysWithoutValues() {
        let found = problems("feature: Wallet\nentity:\nfields:\n  -\noperations:\n")
        expect(found, "`entity` has no value", at: (2, 8), keyPath: "entity", hint: "leave `entity` out")
        expect(found, "a field must be a mapping, found nothing", at: (4, 4), keyPath: "fields[0]")
        expect(found, "`operations` has no value", at: (5, 12), keyPath: "operations", hint: "leave `operations` out")
    }
}
