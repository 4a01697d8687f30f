import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Hostile or broken input: every case is a clean, located diagnostic — never a crash, trap or hang.
final class SpecRobustnessTests: XCTestCase {
    private func byteProblems(_ bytes: [UInt8]) -> [Diagnostic] {
        problems { () throws(ScaffoldError) in _ = try SpecFixture.loadBytes(bytes) }
    }

    func testEmptyFile() {
        expect(byteProblems([]), "the spec file is empty", at: (1, 1), hint: "feature: Name")
    }

    func testWhitespaceAndCommentsOnly() {
        expect(problems("  \n\n   \n"), "the spec file is empty", at: (1, 1))
        expect(problems("# only a comment\n"), "the spec file is empty", at: (1, 1))
    }

    func testInvalidUTF8IsLocated() {
        let bytes = Array("feature: Wallet\nfields:\n  - { name: ti".utf8) + [0xC3, 0x28] + Array("tle }\n".utf8)
        expect(byteProblems(bytes), "the spec file is not UTF-8 text (invalid byte 0xC3)", at: (3, 15), hint: "save the file as UTF-8")
    }

    func testBinaryFileIsRecognised() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00]
        expect(byteProblems(png), "not UTF-8 text (invalid byte 0x89)", at: (1, 1))
        expect(byteProblems(Array("feature: Wallet\n".utf8) + [0x00, 0x01]), "control character U+0000", at: (2, 1), hint: "YAML or JSON text")
    }

    func testUTF16FileIsRefusedAsNotUTF8() {
        expect(byteProblems([0xFF, 0xFE] + Array("f\0".utf8)), "not UTF-8 text (invalid byte 0xFF)", at: (1, 1))
    }

    func testTruncatedYAML() {
        let found = problems("feature: Wallet\nfields:\n  - { name: title, type: String\n")
        expect(found, "the spec is not valid YAML or JSON", hint: "the file ends too early")
        XCTAssertEqual(found.first?.location?.file, SpecFixture.path)
    }

    func testTruncatedJSON() {
        let found = problems("{\"feature\": \"Wallet\", \"fields\": [{\"name\": \"title\", \"type\": \"Str")
        expect(found, "the spec is not valid YAML or JSON", hint: "close every `[`, `{` and quote")
        XCTAssertEqual(found.first?.location?.line, 1)
    }

    func testBadIndentationIsLocated() {
        let found = problems("feature: Wallet\nfields:\n  - name: title\n     type: String\n  oops\n")
        expect(found, "the spec is not valid YAML or JSON")
        XCTAssertGreaterThanOrEqual(found.first?.location?.line ?? 0, 4)
    }

    func testTabIndentationGetsASpecificHint() {
        expect(problems("feature: Wallet\nfields:\n\t- { name: title, type: String }\n"), "not valid YAML", at: (3, 1), hint: "indent with spaces")
    }

    func testTopLevelListAndScalar() {
        expect(problems("- feature: Wallet\n- fields: []\n"), "the spec must be a mapping with the keys feature, fields and operations, found a list", at: (1, 1))
        expect(problems("just words"), "found `just words`", at: (1, 1))
        expect(problems("[1, 2, 3]"), "found a list", at: (1, 1))
    }

    func testDeeplyNestedBracketsAreRefusedBeforeParsing() {
        let junk = "feature: " + String(repeating: "[", count: 100_000)
        expect(problems(junk), "nests brackets more than 64 levels deep", at: (1, 74), hint: "stray `[` or `{`")
        expect(problems(String(repeating: "{a: ", count: 5_000)), "nests brackets more than 64 levels deep", at: (1, 257))
    }

    func testDeeplyNestedBlockListsAreRefusedBeforeParsing() {
        let dashes = "feature: Wallet\nfields:\n" + String(repeating: "- ", count: 3_000) + "x\n"
        expect(problems(dashes), "indented more than 200 columns deep", at: (3, 201), hint: "check the indentation")
        let indented = (0..<150).map { String(repeating: "  ", count: $0) + "k\($0):" }.joined(separator: "\n")
        expect(problems(indented), "indented more than 200 columns deep", at: (102, 201))
    }

    func testMultipleDocumentsAreRefused() {
        expect(problems("feature: Wallet\n---\nfeature: Purse\n"), "not valid YAML or JSON: but found another document", at: (2, 1))
    }

    func testAliasesAreRefused() {
        let bomb = "a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\n"
        expect(problems(bomb), "YAML aliases (`*name`) are not supported", at: (2, 8), hint: "write the value out")
    }

    func testHugeNumbersWhereFlagsAndNamesBelong() {
        let found = problems(SpecFixture.spec(fields: "  - { name: 123456789012345678901234567890, type: Int }", operations: "  - { name: list, useCase: 1e999999 }"))
        expect(found, "starts with a digit", keyPath: "fields[0].name")
        expect(found, "`useCase` must be true or false, found `1e999999`", keyPath: "operations[0].useCase")
    }

    func testVeryLongJunkIsAbbreviatedInMessages() {
        let long = String(repeating: "x", count: 100_000)
        let found = problems(SpecFixture.spec(header: "feature: \(long)", fields: "  - { name: title, type: \(long) }"))
        let feature = expect(found, "feature name `xxx", keyPath: "feature")
        let type = expect(found, "unknown type `xxx", keyPath: "fields[0].type")
        XCTAssertLessThan(feature?.message.count ?? .max, 120)
        XCTAssertLessThan(type?.message.count ?? .max, 120)
        XCTAssertLessThan(feature?.hint?.count ?? .max, 200)
    }

    /// Every prefix of a valid spec (a file cut off anywhere) loads or fails with located diagnostics.
    func testEveryTruncationOfAValidSpecFailsCleanly() {
        for text in [SpecValidFileTests.designExample, #"{"feature": "Wallet", "fields": [{"name": "a", "type": "[String: Int]", "rules": ["nonEmpty"]}]}"#] {
            let scalars = Array(text.unicodeScalars)
            for length in 0..<scalars.count {
                let prefix = String(String.UnicodeScalarView(scalars[0..<length]))
                do {
                    _ = try SpecFixture.load(prefix, known: ["Transaction"])
                } catch {
                    XCTAssertFalse(error.diagnostics.isEmpty)
                    for diagnostic in error.diagnostics {
                        XCTAssertNotNil(diagnostic.location, "\(length): \(diagnostic.rendered)")
                        XCTAssertNotNil(diagnostic.hint, "\(length): \(diagnostic.rendered)")
                    }
                }
            }
        }
    }

    /// Deterministic pseudo-random bytes biased towards YAML punctuation: never a crash, always located.
    func testRandomJunkNeverCrashes() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let alphabet = Array("feature:fields- name type[]{}\"',#&*!|>?\n\t  abcXYZ019\\".utf8) + [0x00, 0xC3, 0xFF, 0x80]
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<(Int(state % 200)) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(alphabet[Int((state >> 33) % UInt64(alphabet.count))])
            }
            do {
                _ = try SpecFixture.loadBytes(bytes)
            } catch {
                XCTAssertTrue(error.diagnostics.allSatisfy { $0.location != nil }, error.diagnostics.map(\.rendered).joined(separator: "\n"))
            }
        }
    }
}
