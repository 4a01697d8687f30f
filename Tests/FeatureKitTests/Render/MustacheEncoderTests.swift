import XCTest
@testable import FeatureKit

/// The one encoder from the typed plan to what swift-mustache reads.
final class MustacheEncoderTests: XCTestCase {
    private struct Element: Encodable {
        var text: String
        var note: String?
    }

    private struct Part: Encodable {
        var name = "Wallet"
        var count = 2
        var flag = true
        var missing: String?
        var elements = [Element(text: "a", note: "n"), Element(text: "b", note: nil)]
        var map = ["List": "SwiftUI.List"]
        @Inlined var joined: Element? = Element(text: "joined", note: nil)
        @Inlined var absent: Element? = nil
    }

    func testStructsBecomeDictionariesAndNilIsLeftOut() throws {
        let values = try MustacheEncoder.encode([Part()])
        XCTAssertEqual(values["name"] as? String, "Wallet")
        XCTAssertEqual(values["count"] as? Int, 2)
        XCTAssertEqual(values["flag"] as? Bool, true)
        XCTAssertNil(values["missing"], "absent, so `{{#missing}}` renders nothing and `{{^missing}}` renders")
        let elements = try XCTUnwrap(values["elements"] as? [[String: Any]])
        XCTAssertEqual(elements.map { $0["text"] as? String }, ["a", "b"])
        XCTAssertEqual(elements.map { $0.keys.sorted() }, [["note", "text"], ["text"]])
        XCTAssertEqual((values["map"] as? [String: Any])?["List"] as? String, "SwiftUI.List")
    }

    /// `@Inlined`: the value's names are its holder's own (`{{noneLabel}}` inside `{{#controls}}`), absent adds none.
    func testAnInlinedValuesNamesJoinItsHolders() throws {
        let values = try MustacheEncoder.encode([Part()])
        XCTAssertEqual(values["text"] as? String, "joined")
        XCTAssertNil(values["joined"])
        XCTAssertNil(values["absent"])
        XCTAssertEqual(values.count, 6, "name, count, flag, elements, map and the inlined text")
    }

    private struct Flags: Encodable {
        @Flagged var customs: [Element] = [Element(text: "a", note: nil), Element(text: "b", note: nil)]
        @Flagged var dropped: [Element] = []
        @Flagged var create: Element? = Element(text: "c", note: nil)
        @Flagged var delete: Element? = nil
    }

    /// `@Flagged`: the value under its name, and `has<Name>` beside it, once, whatever the list holds; nil is left out
    /// and its flag is false, so `{{^hasDelete}}` renders.
    func testAFlaggedValueHasItsPresenceBesideIt() throws {
        let values = try MustacheEncoder.encode([Flags()])
        XCTAssertEqual((values["customs"] as? [[String: Any]])?.count, 2)
        XCTAssertEqual(values["hasCustoms"] as? Bool, true)
        XCTAssertEqual((values["dropped"] as? [Any])?.count, 0)
        XCTAssertEqual(values["hasDropped"] as? Bool, false)
        XCTAssertEqual((values["create"] as? [String: Any])?["text"] as? String, "c")
        XCTAssertEqual(values["hasCreate"] as? Bool, true)
        XCTAssertNil(values["delete"])
        XCTAssertEqual(values["hasDelete"] as? Bool, false)
        XCTAssertEqual(values.count, 7)
    }

    /// A template's context is several parts encoded into one dictionary.
    func testPartsShareOneDictionary() throws {
        let values = try MustacheEncoder.encode([Element(text: "x", note: nil), ["other": 1]])
        XCTAssertEqual(values["text"] as? String, "x")
        XCTAssertEqual(values["other"] as? Int, 1)
    }
}
