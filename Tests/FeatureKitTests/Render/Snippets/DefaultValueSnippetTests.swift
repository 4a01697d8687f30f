import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// A field's `default:` beyond stored records: a new form starts at it, and a server record without its key reads it
/// (Docs/Remote.md's mapping of an OpenAPI `default`), proved in Tests/Fixtures/Specs/Transaction.yml and
/// RemoteLedger.yml, which CompileTests builds and runs.
final class DefaultValueSnippetTests: XCTestCase {
    func testANewFormStartsAtEachFieldsDefault() throws {
        let plan = try Snippets.plan("Transaction")
        let viewModel = try Snippets.file("TransactionFormViewModel.swift", of: plan)
        assertSnippet(viewModel, """
                /// Starts at the spec's `default:`, what a new transaction is unless the user says otherwise.
                var currency: String = "EUR"
        """)
        assertSnippet(viewModel, """
                /// Starts at the spec's `default:`, what a new transaction is unless the user says otherwise.
                var installments: Int = 3
        """)
        let tests = try Snippets.file("TransactionFormViewModelTests.swift", of: plan)
        assertSnippet(tests, """
                // Assert: each field with a `default:` at it, not at an empty value the user must fill
                XCTAssertEqual(viewModel.draft.currency, "EUR")
                XCTAssertEqual(viewModel.draft.installments, 3)
            }
        """)
        // Not asserted twice: the number with a default is not also a number "nearest zero its rules accept".
        XCTAssertFalse(tests.contains("XCTAssertEqual(viewModel.draft.installments, 1)"))
    }

    func testAServerRecordWithoutAKeyReadsItsDefault() throws {
        for preset in [Preset.layered, .features, .clean, .mvvm] {
            let plan = try Snippets.plan("RemoteLedger", preset: preset)
            let dto = try Snippets.file("LedgerDTO.swift", of: plan)
            assertSnippet(dto, """
            nonisolated extension LedgerDTO {
                init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    id = try container.decode(UUID.self, forKey: .id)
                    title = try container.decode(String.self, forKey: .title)
            """)
            assertSnippet(dto, """
                    closedAt = try container.decodeIfPresent(Date.self, forKey: .closedAt)
                    currency = try container.decodeIfPresent(String.self, forKey: .currency) ?? "EUR"
                    reminderDays = try container.contains(.reminderDays) ? container.decodeIfPresent(Int.self, forKey: .reminderDays) : 7
                }
            }
            """)
            let tests = try Snippets.file("LedgerRemoteDataSourceTests.swift", of: plan)
            assertSnippet(tests, """
                    object["currency"] = nil
                    object["reminderDays"] = nil
            """)
            assertSnippet(tests, """
                    XCTAssertEqual(dto.currency, "EUR")
                    XCTAssertEqual(dto.reminderDays, 7)
            """)
        }
    }

    /// Without a `default:`, the DTO's decoding stays synthesized: no `init(from:)` to read.
    func testADTOWithoutDefaultsDecodesAsSynthesized() throws {
        let dto = try Snippets.file("PurseDTO.swift", of: Snippets.plan("RemotePurse"))
        XCTAssertFalse(dto.contains("init(from decoder"))
    }
}
