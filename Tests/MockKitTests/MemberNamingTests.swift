import XCTest
@testable import MockKit

/// The documented scheme for naming overloads (`Docs/Mocks.md`, "Overloads").
final class MemberNamingTests: XCTestCase {
    func testUniqueNamesKeepTheirBaseName() {
        XCTAssertEqual(MemberNaming.prefixes(for: [method("load"), method("save", [param("item", "Int")]), property("count", "Int")]),
                       ["load", "save", "count"])
    }

    func testOverloadsGetLabelsThenTypesAppended() {
        let members = MethodFixtures.overloads.proto.members
        XCTAssertEqual(MemberNaming.prefixes(for: members), ["fetchIdInt", "fetchIdString", "fetchName", "fetch", "fetchInt"])
    }

    func testOverloadsDifferingOnlyInReturnTypeAreNumbered() {
        let members = [method("make", returns: "Int"), method("make", returns: "String"), method("make", returns: "Bool")]
        XCTAssertEqual(MemberNaming.prefixes(for: members), ["make", "make2", "make3"])
    }

    func testIdenticalRequirementsInExclusiveClausesShareAName() {
        let members = [method("dump", returns: "String"), method("dump", returns: "String")]
        XCTAssertEqual(MemberNaming.prefixes(for: members), ["dump", "dump"])
    }

    func testStaticAndInstanceMembersAreSeparateNamespaces() {
        XCTAssertEqual(MemberNaming.prefixes(for: [method("make", isStatic: true), method("make")]), ["make", "make"])
    }

    func testAPropertyAndAMethodSharingANameAreNumbered() {
        XCTAssertEqual(MemberNaming.prefixes(for: [property("value", "Int"), method("value", returns: "Int")]), ["value", "value2"])
    }

    func testOperatorsAndKeywordsBecomeIdentifiers() {
        XCTAssertEqual(MemberNaming.identifierBase("=="), "operatorEqualEqual")
        XCTAssertEqual(MemberNaming.identifierBase("`default`"), "default")
    }

    func testSelectorsReadLikeSwift() {
        XCTAssertEqual(MemberNaming.selector(of: method("save", [param("item", "Int", label: "_"), param("force", "Bool")])), "save(_:force:)")
        XCTAssertEqual(MemberNaming.selector(of: subscriptMember([param("index", "Int")], returns: "Int")), "subscript(_:)")
        XCTAssertEqual(MemberNaming.selector(of: initializer([param("name", "String")])), "init(name:)")
    }
}
