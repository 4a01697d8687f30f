import Foundation
import XCTest
@testable import ScaffoldCore

/// Files that are not configurations at all get one clean diagnostic, never a crash or a hang.
final class ConfigRobustnessTests: XCTestCase {
    func testEmptyAndCommentOnlyFilesAskForAPreset() {
        for text in ["", "\n\n", "# nothing yet\n"] {
            expectConfig(configProblems(text), ".scaffold.yml is empty", at: (1, 1), keyPath: "preset", hint: "scaffold init")
        }
    }

    func testBinaryFileIsRefusedWhereTheBinaryStarts() {
        let bytes = Data("preset: layered\n".utf8) + Data([0x00, 0x01, 0xFF, 0x7F])
        expectConfig(configProblems(bytes: bytes), "control character U+0000; it looks like a binary file", at: (2, 1))
    }

    func testInvalidUTF8IsRefused() {
        let bytes = Data("preset: lay".utf8) + Data([0xC3, 0x28])
        expectConfig(configProblems(bytes: bytes), "is not UTF-8 text", at: (1, 12), hint: "UTF-8")
    }

    func testTruncatedFilesPointAtTheEnd() {
        let unclosedQuote = configProblems("preset: layered\nlayout:\n  useCase: \"{sourceRoot}/Use")
        expectConfig(unclosedQuote, "is not valid YAML", hint: "the file ends too early")
        let unclosedBracket = configProblems("preset: layered\nmocks:\n  sources: [Sources/App,")
        expectConfig(unclosedBracket, "is not valid YAML", hint: "the file ends too early")
        XCTAssertEqual(unclosedBracket.count, 1)
        expectConfig(configProblems("a: b: c\npreset: layered\n"), "is not valid YAML", at: (1, 5), hint: "check indentation and quotes here")
    }

    func testAnUnquotedPatternIsAYAMLErrorWhoseHintSaysToQuote() {
        let problems = configProblems("preset: layered\nlayout:\n  useCase: {sourceRoot}/UseCases/{name}.swift\nmodule: App\n")
        expectConfig(problems, "is not valid YAML", hint: "quote values that contain")
    }

    func testEveryTruncationOfAFullFileLoadsOrIsRefusedCleanly() {
        // The rendered file with every setting uncommented and the explanations dropped: all sections, few bytes.
        let full = ProjectConfig.render(presetName: "features", module: "Inari").split(separator: "\n")
            .filter { !$0.hasPrefix("#") }
            .map { $0.hasPrefix("  # ") ? "  " + $0.dropFirst(4) : $0 }
            .joined(separator: "\n")
        let text = Array(full.utf8)
        for length in 0...text.count {
            do {
                _ = try ProjectConfig.load(contents: Data(text.prefix(length)), path: ConfigFixture.path)
            } catch {
                guard case .invalidConfiguration(let diagnostics) = error, let first = diagnostics.first else {
                    return XCTFail("length \(length): unexpected \(error)")
                }
                XCTAssertNotNil(first.location, "length \(length): \(first.rendered)")
                XCTAssertNotNil(first.hint, "length \(length): \(first.rendered)")
            }
        }
    }

    func testTabIndentationAndDuplicateKeys() {
        expectConfig(configProblems("preset: layered\nstyle:\n\tstate: flat\n"), "is not valid YAML", at: (3, 1), hint: "indent with spaces")
        expectConfig(configProblems("preset: layered\npreset: features\n"), "key `preset` appears more than once", at: (1, 1))
    }

    func testAliasesAreRefusedBeforeTheyCanExpand() {
        let laughs = (1...30).map { "l\($0): &l\($0) [*l\($0 - 1), *l\($0 - 1)]" }.joined(separator: "\n")
        let problems = configProblems("preset: layered\nl0: &l0 x\n\(laughs)\n? *l30\n: boom\n")
        expectConfig(problems, "YAML aliases (`*name`) are not supported", at: (3, 10))
        XCTAssertNoThrow(try ConfigFixture.load("preset: layered\nmocks:\n  annotation: \"*mock\"\n"), "a quoted * is text")
    }

    func testDeepNestingIsRefusedBeforeParsing() {
        let brackets = String(repeating: "[", count: 5000)
        expectConfig(configProblems("preset: layered\nlayout: \(brackets)\n"), "nests brackets more than 16 levels deep", at: (2, 25))
        let dashes = (0..<100).map { String(repeating: " ", count: $0 * 2) + "- x:" }.joined(separator: "\n")
        expectConfig(configProblems("preset: layered\nmocks:\n\(dashes)\n"), "indented more than 64 columns deep")
    }

    func testOversizedFileIsRefusedUnread() {
        let huge = Data("preset: layered\n".utf8) + Data(repeating: UInt8(ascii: "#"), count: YAMLFile.configuration.maximumSize ?? 0)
        expectConfig(configProblems(bytes: huge), "more than a configuration can be", at: (1, 1))
    }

    func testNonTextKeysAndSeveralDocumentsAreReported() {
        expectConfig(configProblems("preset: layered\n[a, b]: c\n"), "a key must be a plain name, found a list", at: (2, 1))
        expectConfig(configProblems("preset: layered\n---\npreset: features\n"), "is not valid YAML")
    }
}
