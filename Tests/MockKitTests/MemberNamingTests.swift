import XCTest
@testable import MockKit

/// The documented scheme for naming overloads (`Docs/Mocks.md`, "Overloads"): Mockolo's.
final class MemberNamingTests: XCTestCase {
    func testUniqueNamesKeepTheirBaseName() {
        XCTAssertEqual(MemberNaming.prefixes(for: [method("load"), method("save", [param("item", "Int")]), property("count", "Int")]),
                       ["load", "save", "count"])
    }

    func testTheFirstOverloadKeepsTheBaseNameAndTheOthersTakeOneComponentMorePerLevel() {
        let members = MethodFixtures.overloads.proto.members
        XCTAssertEqual(MemberNaming.prefixes(for: members), ["fetch", "fetchId", "fetchName", "fetchArrayString", "fetchIdInt"])
    }

    func testOverloadsDifferingOnlyInReturnTypeTakeTheirReturnTypes() {
        let members = [method("make", returns: "Int"), method("make", returns: "String"), method("make", returns: "Bool")]
        XCTAssertEqual(MemberNaming.prefixes(for: members), ["make", "makeString", "makeBool"])
    }

    func testIdenticalRequirementsInExclusiveClausesShareAName() {
        let members = [method("dump", returns: "String"), method("dump", returns: "String")]
        XCTAssertEqual(MemberNaming.prefixes(for: members), ["dump", "dump"])
    }

    func testStaticAndInstanceMembersShareTheBaseNameAsInMockolo() {
        XCTAssertEqual(MemberNaming.prefixes(for: [method("make", isStatic: true), method("make")]), ["make", "make1"])
        XCTAssertEqual(MemberNaming.prefixes(for: [method("make"), method("make", returns: "Self", isStatic: true)]), ["make", "makeSelf"])
    }

    func testAPropertyKeepsItsNameBeforeAMethodSharingIt() {
        XCTAssertEqual(MemberNaming.prefixes(for: [method("value", returns: "Int"), property("value", "Int")]), ["valueInt", "value"])
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

    // Overload sets from Mockolo's own test fixtures (uber/mockolo, Tests/TestOverloads/), with the names its
    // generated mocks there use.

    /// The case: a package whose tests use Mockolo's `display…`, `displayIn…`, `displayDevicesWithRuntime…`.
    func testDisplayOverloadsAreNamedAsMockoloNamesThem() {
        let members = [
            method("display", [param("device", "Device", label: "_")]),
            method("display", [param("runtime", "Runtime", label: "in")]),
            method("display", [param("devicesWithRuntime", "[DeviceWithRuntime]", label: "_")]),
        ]
        XCTAssertEqual(MemberNaming.prefixes(for: members), ["display", "displayIn", "displayDevicesWithRuntime"])
    }

    /// FixtureDuplicates5.swift, `SimpleDuplicate`.
    func testMockoloFixtureSimpleDuplicate() {
        let members = [
            method("remove", [param("arg", "Int", label: "_")]),
            method("remove", [param("arg", "String", label: "_")]),
            method("remove", [param("arg", "Float", label: "_")]),
            method("remove", [param("arg", "Double", label: "_")]),
            method("push", [param("state", "Double"), param("attachTransition", "Int"), param("detachTransition", "Float?")]),
            method("push", [param("state", "Double"), param("flag", "Float"), param("attachTransition", "Int"), param("detachTransition", "Float?")]),
        ]
        XCTAssertEqual(MemberNaming.prefixes(for: members), ["remove", "removeArg", "removeArgFloat", "removeArgDouble", "push", "pushState"])
    }

    /// FixtureDuplicates4.swift: `SomeVC` (a label the name ends with is skipped; past the last component, a
    /// number), `Foo: Bar2, Bar3, Bar4, Bar5` (a requirement inherited twice is mocked once) and `Foo: Bar` (a property
    /// keeps its name).
    func testMockoloFixtureDuplicates4() {
        XCTAssertEqual(MemberNaming.prefixes(for: [
            method("popViewController", [param("viewController", "UIViewController")]),
            method("popViewController"),
        ]), ["popViewController", "popViewController1"])
        XCTAssertEqual(MemberNaming.prefixes(for: [
            method("customize", [param("text", "String?")]),
            method("customize", [param("text", "String?")]),
            method("customize", [param("text", "String?"), param("textColor", "UIColor?")]),
            method("customize", [param("text", "String?"), param("textColor", "UIColor?"), param("loadId", "String?")]),
        ]), ["customize", "customize", "customizeText", "customizeTextTextColor"])
        XCTAssertEqual(MemberNaming.prefixes(for: [property("talk", "Int"), method("talk", [param("dismiss", "Bool", label: "_")])]),
                       ["talk", "talkDismiss"])
    }

    /// FixtureFuncOverload1.swift, `P0`: a generic overload.
    func testMockoloFixtureFuncOverload() {
        XCTAssertEqual(MemberNaming.prefixes(for: [
            method("update", [param("arg", "[String]"), param("once", "Bool"), param("closure", "@escaping () -> ()")]),
            method("update", [param("arg", "[String]"), param("value", "T"), param("once", "Bool"), param("closure", "@escaping (T) -> ()")],
                   generics: "<T>"),
        ]), ["update", "updateArg"])
    }

    func testMockoloTypeNames() {
        let cases: [(SwiftType, String)] = [
            ("Int", "Int"), ("[String]", "ArrayString"), ("[String: Int]", "DictionaryStringInt"), ("Float?", "OptionalFloat"),
            ("Result<User, any Error>", "ResultUserError"), ("Swift.Result<A, B>", "SwiftResultAB"), ("T.Type", "TType"),
            ("(id: Int, String)", "IdIntString"), ("()", ""), ("@escaping (Int, String) async throws -> Bool", "IntStringBool"),
            ("(() -> Void)?", "OptionalVoid"), ("any P & Q", "PQ"), ("some Collection<Int>", "CollectionInt"),
            ("@Sendable @escaping ([Item]) -> Void", "ArrayItemVoid"), ("inout [Int]", "ArrayInt"), ("String!", "String"),
        ]
        for (written, expected) in cases {
            XCTAssertEqual(MockoloTypeName.displayName(written), expected, "\(written)")
        }
    }
}
