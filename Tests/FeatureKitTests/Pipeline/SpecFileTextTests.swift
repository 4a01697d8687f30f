import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// A spec written back (`SpecFileText`, what `Specs/<Feature>.yml` saves) reads as the same spec; and the records
/// scaffold wrote before the new keys existed still decode, and encode to the same bytes.
final class SpecFileTextTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every key a spec may state, new and old, in one spec.
    private let everything = """
    feature: Library
    entity: Book
    fields:
      - { name: title, type: String, rules: [nonEmpty, "maxLength(200)"], example: "Dune", remoteName: book_title }
      - { name: isbn, type: String, rules: ["pattern(^[0-9]{13}$)"], example: "9780262033848" }
      - { name: price, type: Decimal, rules: ["min(0)"], kind: currency, currency: EUR, default: 0 }
      - { name: status, type: String, default: "now", renamedFrom: state }
      - { name: isOnLoan, type: Bool, default: false }
      - { name: loanedAt, type: "Date?" }
      - { name: tags, type: "[String]", default: [] }
      - { name: authorID, type: "UUID?", display: name, onDelete: nullify }
    operations:
      - { name: list, kind: fetchAll, usedBy: [BookList] }
      - { name: create, kind: create, validation: true, transformation: true, useCase: true }
      - { name: lend, sets: { isOnLoan: true, loanedAt: now, status: "nil" }, enabledWhen: { isOnLoan: false }, destructive: true, remote: { method: POST, path: "/books/{id}/lend" } }
      - { name: move, reads: { authorID: Author }, repositories: [Book, Author] }
      - { name: remove, kind: delete, enabledWhen: { loanedAt: nil } }
    persistence: json
    remote:
      path: /books
      item: "/library/books/{id}"
      pagination: { style: cursor, parameter: after, sizeParameter: limit, next: "next cursor" }
      list: "data items"
      baseURL: https://api.example.com/v1
    dropped: [nickname]
    """

    func testAWrittenSpecReadsBackAsTheSameSpec() throws {
        let context = SpecFixture.context(known: ["Author"])
        let spec = try SpecLoader.load(contents: Data(everything.utf8), path: "Specs/Library.yml", context: context)
        let text = SpecFileText.lines(for: spec, persistence: spec.persistence).joined(separator: "\n") + "\n"
        let again = try SpecLoader.load(contents: Data(text.utf8), path: "Specs/Library.yml", context: context)
        XCTAssertEqual(FeatureRecord(spec: again, persistence: nil), FeatureRecord(spec: spec, persistence: nil), text)
        XCTAssertEqual(again.remote?.pagination?.next, "next cursor")
        XCTAssertEqual(again.fields.first { $0.name == "status" }?.defaultValue, .text("now"), "a quoted keyword stays text")
    }

    func testTheShorthandIsSavedAsBefore() throws {
        let spec = try SpecLoader.shorthand(name: "Wallet", fields: ["name:String", "note:String?"], operations: nil, context: SpecContext())
        XCTAssertEqual(ShorthandSpec.file(for: spec, persistence: .json).contents, """
        # Saved by `scaffold feature Wallet` from the fields given on the command line. `scaffold feature Wallet`
        # (no fields) generates from this file; edit it for what the shorthand cannot say (rules, examples, effects).
        feature: Wallet
        fields:
          - { name: name, type: String }
          - { name: note, type: "String?" }
        operations:
          - { name: list, kind: fetchAll }
          - { name: create, kind: create }
          - { name: update, kind: update }
          - { name: delete, kind: delete }
        persistence: json

        """)
        let remote = try SpecLoader.shorthand(name: "Wallet", fields: ["name:String"], operations: nil, remote: "/wallets", context: SpecContext())
        XCTAssertTrue(ShorthandSpec.file(for: remote, persistence: nil).contents.hasSuffix("remote:\n  path: \"/wallets\"\n"))
    }

    /// A record of every golden tree, written before these keys existed, decodes with them all nil and encodes to
    /// its own bytes: the features generated from it render the same.
    func testRecordsWrittenBeforeDecodeAndEncodeUnchanged() throws {
        let golden = Self.repository.appendingPathComponent("Tests/Fixtures/Golden")
        let records = try FileManager.default.subpathsOfDirectory(atPath: golden.path).filter { $0.contains(".scaffold/specs/") && $0.hasSuffix(".json") }
        XCTAssertEqual(records.count, 4, "one feature per preset")
        for path in records {
            let data = try Data(contentsOf: golden.appendingPathComponent(path))
            let record = try JSONDecoder().decode(FeatureRecord.self, from: data)
            XCTAssertNil(record.spec.remote, path)
            XCTAssertNil(record.spec.dropped, path)
            XCTAssertTrue(record.spec.fields.allSatisfy { $0.remoteName == nil && $0.defaultValue == nil && $0.renamedFrom == nil }, path)
            XCTAssertTrue(record.spec.operations.allSatisfy { $0.enabledWhen == nil && $0.remote == nil }, path)
            XCTAssertEqual(record.text, String(decoding: data, as: UTF8.self), path)
        }
    }

    /// The new keys round-trip through a record too.
    func testARecordKeepsTheNewKeys() throws {
        let spec = try SpecLoader.load(contents: Data(everything.utf8), path: "Specs/Library.yml", context: SpecFixture.context(known: ["Author"]))
        let record = FeatureRecord(spec: spec, persistence: .json)
        let decoded = try JSONDecoder().decode(FeatureRecord.self, from: Data(record.text.utf8))
        XCTAssertEqual(decoded, record)
        XCTAssertTrue(record.text.contains(#""defaultValue" : {"#), record.text)
    }
}
