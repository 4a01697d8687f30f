import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Which framework names a run newly shadows, and whether a feature's code names one of them.
final class FrameworkShadowingTests: XCTestCase {
    func testOnlyANameShadowedNowAndNotBeforeCounts() {
        let added = FrameworkShadowing(before: ["Wallet"], after: ["Wallet", "Task", "Color"])
        XCTAssertEqual(added.newlyShadowed.map(\.name), ["Task"], "generated code names no Color")
        XCTAssertEqual(added.newlyShadowed.map(\.module), ["Swift"])
        XCTAssertTrue(FrameworkShadowing(before: ["Task", "Wallet"], after: ["Task", "Wallet", "Note"]).isEmpty,
                      "already shadowed: generated code spells it qualified already")
        XCTAssertTrue(FrameworkShadowing(before: ["Task", "Wallet"], after: ["Wallet"]).isEmpty,
                      "a name no longer shadowed needs no regeneration: the qualified one still builds")
    }

    func testAFeatureNamesTheTypeWhereItsCodeSpellsItQualified() {
        let shadowing = FrameworkShadowing(before: [], after: ["Decimal", "Task"])
        func files(_ text: String) -> ChangeSet {
            ChangeSet(files: [GeneratedFile(path: "Sources/App/A.swift", contents: "let a = 1\n"),
                              GeneratedFile(path: "Sources/App/B.swift", contents: text)], group: "feature:Wallet")
        }
        XCTAssertTrue(shadowing.names(in: files("var balance: Foundation.Decimal\n")))
        XCTAssertTrue(shadowing.names(in: files("Swift.Task { await load() }")))
        XCTAssertFalse(shadowing.names(in: files("let group: Swift.TaskGroup<Int>? = nil\nvar at: Date\n")),
                       "another type whose name starts the same is no use of it")
        XCTAssertFalse(shadowing.names(in: files("var balance: Decimal\n")), "rendered with the entity known, it would be qualified")
    }

    func testTheReasonNamesTheModule() {
        XCTAssertEqual(FrameworkShadowing.reason(entity: "Decimal"), "entity Decimal shadows Foundation's `Decimal`")
        XCTAssertNil(FrameworkShadowing.reason(entity: "Wallet"))
    }
}
