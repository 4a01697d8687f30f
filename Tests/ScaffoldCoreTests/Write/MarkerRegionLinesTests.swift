@testable import ScaffoldCore
import XCTest

/// The lines of a file that are scaffold's regions (markers included); the rest is the person's.
final class MarkerRegionLinesTests: XCTestCase {
    func testEachRegionWithItsMarkersAndAnUnendedOneToTheEnd() {
        let text = """
            struct Root {
                // scaffold:begin feature:Wallet
                let wallet = 1
                // scaffold:end feature:Wallet
                let mine = 2
                // scaffold:begin feature:Budget
                let budget = 3
                // scaffold:end feature:Budget
                // scaffold:insert features
            }
            // scaffold:begin open
            let rest = 4
            """
        XCTAssertEqual(MarkerRegions.regionLines(in: Array(text.utf8)), [2...4, 6...8, 11...12])
        XCTAssertEqual(MarkerRegions.regionLines(in: Array("no regions\n".utf8)), [])
    }
}
