@testable import SwiftSource
import XCTest

/// Where a file names a framework type plainly: what a new entity of that name would take over.
final class PlainTypeUsesTests: XCTestCase {
    private func lines(_ names: Set<String>, _ text: String) -> [Int] {
        PlainTypeUses.uses(of: names, in: text, path: "A.swift").map(\.location.line)
    }

    func testTypeAnnotationsConformancesAttributesAndCallsAreUses() {
        let text = """
            struct HomeView: View {
                @State private var path = NavigationPath()
                var body: some View { Text("") }
                func start() { Task { await load() } }
                let views: [any View] = []
            }
            """
        XCTAssertEqual(lines(["View"], text), [1, 3, 5])
        XCTAssertEqual(lines(["State"], text), [2])
        XCTAssertEqual(lines(["Task"], text), [4])
        XCTAssertEqual(PlainTypeUses.uses(of: ["View"], in: text, path: "A.swift").first?.location.column, 18)
    }

    func testQualifiedMembersDeclarationsCommentsAndStringsAreNot() {
        let text = """
            struct View {}
            enum Screen { case detail(SwiftUI.View.Type) }
            func make<View>(_ view: View) {}
            let a = model.View
            // some View in a comment
            let b = "some View"
            struct ViewModel {}
            """
        XCTAssertEqual(lines(["View"], text), [3], "only the generic parameter's use")
    }
}
