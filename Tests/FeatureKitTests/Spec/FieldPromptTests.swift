import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// `scaffold feature Wallet` on a terminal: the dialogue that asks for fields, driven by scripted lines.
final class FieldPromptTests: XCTestCase {
    private let prompt = FieldPrompt(feature: "Wallet", context: SpecContext())

    /// Runs the dialogue over `lines`; returns the accepted fields and everything written.
    private func converse(_ lines: [String?]) -> (fields: [String], transcript: String) {
        var remaining = lines
        var transcript = ""
        let fields = prompt.ask(read: { remaining.isEmpty ? nil : remaining.removeFirst() }, write: { transcript += $0 })
        return (fields, transcript)
    }

    func testEachGoodLineIsAFieldAndAnEmptyLineFinishes() {
        let (fields, transcript) = converse(["name:String", " balance:Decimal ", "ownerIDs:[String]", "", "never:Read"])
        XCTAssertEqual(fields, ["name:String", "balance:Decimal", "ownerIDs:[String]"])
        XCTAssertTrue(transcript.hasPrefix("Fields of Wallet, one name:Type a line"), transcript)
        XCTAssertTrue(transcript.contains("field 1> "), transcript)
        XCTAssertTrue(transcript.contains("field 4> "), transcript)
        XCTAssertFalse(transcript.contains("error"), transcript)
    }

    func testABadLineIsExplainedAndAskedAgain() {
        let (fields, transcript) = converse(["name:String", "balance:Decmal", "balance", "balance:Decimal", ""])
        XCTAssertEqual(fields, ["name:String", "balance:Decimal"])
        // The shorthand's own messages, without the argument numbers that mean nothing at a prompt.
        XCTAssertTrue(transcript.contains("scaffold: error: unknown type `Decmal`"), transcript)
        XCTAssertTrue(transcript.contains("hint: did you mean `Decimal`?"), transcript)
        XCTAssertTrue(transcript.contains("scaffold: error: field `balance` has no type"), transcript)
        XCTAssertFalse(transcript.contains("(at argument"), transcript)
        // Asked again for the second field after each refusal.
        XCTAssertEqual(transcript.components(separatedBy: "field 2> ").count - 1, 3, transcript)
    }

    func testAFieldTwiceIsRefused() {
        let (fields, transcript) = converse(["name:String", "name:Int", nil])
        XCTAssertEqual(fields, ["name:String"])
        XCTAssertTrue(transcript.contains("scaffold: error:"), transcript)
    }

    func testEndOfInputFinishesWithWhatWasAccepted() {
        XCTAssertEqual(converse([]).fields, [])
        XCTAssertEqual(converse(["title:String", nil]).fields, ["title:String"])
    }

    func testAWrongFeatureNameIsFoundBeforeAsking() {
        XCTAssertEqual(prompt.nameProblems(), [])
        let problems = FieldPrompt(feature: "wallet", context: SpecContext()).nameProblems()
        XCTAssertFalse(problems.isEmpty)
        XCTAssertTrue(problems.allSatisfy { $0.keyPath?.hasPrefix("argument 1 ") == true }, "\(problems)")
    }

    func testSpecsLiveInSpecsNamedAfterTheFeature() {
        XCTAssertEqual(SpecConvention.path(for: "Wallet"), "Specs/Wallet.yml")
    }
}
