import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// A new entity named like a framework type never takes over a name the person's code uses: one error per file,
/// at its first plain use, with the two ways out.
final class ShadowedFrameworkTypesTests: XCTestCase {
    func testOneErrorPerFileAtItsFirstUseCountingTheRest() throws {
        let plan = try Specs.plan(FeatureSpec(feature: "View", fields: [Specs.field("title", "String")], operations: Specs.crud))
        XCTAssertEqual(ShadowedFrameworkTypes.hidden(by: plan)?.module, "SwiftUI")
        let at = { (file: String, line: Int) in LocatedName(name: "View", location: SourceLocation(file: file, line: line, column: 5)) }
        let problems = ShadowedFrameworkTypes.problems(plan: plan, uses: [at("B.swift", 9), at("A.swift", 7), at("A.swift", 3), at("A.swift", 12)])
        XCTAssertEqual(problems.map(\.rendered), [
            "A.swift:3:5: error: `View` here is SwiftUI's; the View feature's entity View would take the name over in the whole "
                + "module, and this would no longer build (and 2 more lines of this file)\n"
                + "    hint: write `SwiftUI.View` wherever this file means SwiftUI's, or give the spec another `entity:` (e.g. `entity: ViewItem`)",
            "B.swift:9:5: error: `View` here is SwiftUI's; the View feature's entity View would take the name over in the whole "
                + "module, and this would no longer build\n"
                + "    hint: write `SwiftUI.View` wherever this file means SwiftUI's, or give the spec another `entity:` (e.g. `entity: ViewItem`)",
        ])
        XCTAssertEqual(ScaffoldError.shadowedTypes(problems).exitCode, 4)
        XCTAssertEqual(ScaffoldError.shadowedTypes(problems).summary,
                       "the feature's entity would hide a framework type that 2 files of the module name plainly; nothing was written")
    }

    func testAnEntityNamedLikeNoFrameworkTypeHidesNothing() throws {
        let plan = try Specs.plan(Specs.wallet())
        XCTAssertNil(ShadowedFrameworkTypes.hidden(by: plan))
        XCTAssertEqual(ShadowedFrameworkTypes.problems(plan: plan, uses: [LocatedName(name: "View", location: SourceLocation(file: "A.swift", line: 1, column: 1))]), [])
    }
}
