import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// The shorthand remembered: the saved spec reproduces the run, and a run that drops a field is caught.
final class ShorthandSpecTests: XCTestCase {
    private func shorthand(_ fields: [String], operations: [String]? = nil) throws -> FeatureSpec {
        try SpecLoader.shorthand(name: "Wallet", fields: fields, operations: operations, context: SpecContext())
    }

    func testTheSavedSpecReadsBackAsTheSameFeature() throws {
        let spec = try shorthand(["name:String", "balance:Decimal", "ownerIDs:[String]", "note:String?", "tags:[String: Int]", "yes:Bool"],
                                 operations: ["list,create,archive:custom,purge:delete"])
        let file = ShorthandSpec.file(for: spec, persistence: .json)
        XCTAssertEqual(file.path, "Specs/Wallet.yml")
        XCTAssertEqual(file.group, "spec:Wallet")
        XCTAssertEqual(file.mode, .regenerate)
        let read = try SpecLoader.load(contents: Data(file.contents.utf8), path: file.path, context: SpecContext())
        XCTAssertEqual(read.feature, spec.feature)
        XCTAssertEqual(read.fields.map(\.name), spec.fields.map(\.name))
        XCTAssertEqual(read.fields.map(\.type), spec.fields.map(\.type))
        XCTAssertEqual(read.operations.map(\.name), spec.operations.map(\.name))
        XCTAssertEqual(read.operations.map(\.kind), spec.operations.map(\.kind))
        XCTAssertEqual(read.persistence, .json)
        XCTAssertTrue(file.contents.contains(#"type: "[String]""#), file.contents)
    }

    func testARunThatDropsAFieldOrAnOperationIsARemoval() throws {
        let saved = Data(ShorthandSpec.file(for: try shorthand(["name:String", "balance:Decimal"], operations: ["list,archive:custom"]), persistence: nil).contents.utf8)

        XCTAssertNil(ShorthandSpec.removal(by: try shorthand(["name:String", "balance:Decimal", "note:String?"], operations: ["list,archive:custom"]),
                                           saved: saved, context: SpecContext()), "adding a field removes nothing")
        let removal = try XCTUnwrap(ShorthandSpec.removal(by: try shorthand(["name:String", "note:String?"]), saved: saved, context: SpecContext()))
        XCTAssertEqual(removal.fields, ["balance: Decimal"])
        XCTAssertEqual(removal.operations, ["archive"])
        XCTAssertEqual(removal.keepingCommand,
                       "scaffold feature Wallet name:String balance:Decimal 'note:String?' --operations list,create,update,delete,archive:custom")
        let error = removal.refusal
        XCTAssertEqual(error.exitCode, 3)
        XCTAssertEqual(FailureReport(error).kind, "fieldsRemoved")
        XCTAssertTrue(error.summary.contains("field `balance`, operation `archive`"), error.summary)
        XCTAssertTrue(error.hint?.contains("--force") == true)
    }
}
