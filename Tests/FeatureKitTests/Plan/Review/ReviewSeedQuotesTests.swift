import Foundation
import XCTest
@testable import FeatureKit

/// Every rule of issue 35 quotes the passage of the architecture documents it comes from, as the documents read.
final class ReviewSeedQuotesTests: XCTestCase {
    func testEveryQuoteIsInItsDocument() throws {
        let quotes = [
            OperationAvailability.seedQuote, ManagedFields.seedQuote, FormStartValues.seedQuote, IdentifierNumbers.seedQuote,
            DetailScreen.seedQuote, ListSearch.seedQuote, DeleteOrder.seedQuote, PatternDescription.seedQuote, RuleBoundaries.seedQuote,
            PreviewReferences.seedQuote,
        ]
        let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Docs/Seeds")
        for quote in quotes {
            // "<passage> (<file>, <section>)"
            let open = try XCTUnwrap(quote.range(of: " (", options: .backwards), quote)
            let passage = String(quote[..<open.lowerBound])
            let file = String(quote[open.upperBound...].prefix { $0 != "," })
            let text = try String(contentsOf: seeds.appendingPathComponent(file), encoding: .utf8)
            XCTAssertTrue(text.contains(passage), "\(file) does not say: \(passage)")
        }
    }
}
