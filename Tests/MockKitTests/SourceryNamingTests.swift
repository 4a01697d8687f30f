import XCTest
@testable import MockKit
import MockModelLiterals

/// The `sourcery` flavour's names (`SourceryScheme`), each rule checked against members of Sourcery's own
/// AutoMockable test fixture and the names in its expected output (Templates/Tests/Expected/AutoMockable.expected).
final class SourceryNamingTests: XCTestCase {
    private func prefix(_ member: MockMember, in proto: String = "P") -> String {
        SourceryScheme(protocolName: proto, prefixes: .declaration).prefixes(for: [member])[0]
    }

    func testAMethodsPrefixIsItsDeclarationAndReturnTypeCamelCased() {
        XCTAssertEqual(prefix(method("sayHelloWith", [param("name", "String")])), "sayHelloWithNameStringVoid")
        XCTAssertEqual(prefix(method("save", [param("configuration", "String")])), "saveConfigurationStringVoid")
        XCTAssertEqual(prefix(method("loadConfiguration", returns: "String?")), "loadConfigurationString")
        XCTAssertEqual(prefix(method("callAsync", [param("parameter", "Int")], returns: "String", isAsync: true)), "callAsyncParameterIntString")
    }

    func testLabelsEnterTheNameButAnUnderscoreDoesNot() {
        XCTAssertEqual(prefix(method("showSourceCurrency", [param("currency", "String", label: "_")])), "showSourceCurrencyCurrencyStringVoid")
        XCTAssertEqual(
            prefix(method("f", [param("x", "(any StubProtocol)?", label: "_"), param("y", "(any StubProtocol)!"), param("z", "any StubProtocol")])),
            "fXAnyStubProtocolYAnyStubProtocolZAnyStubProtocolVoid"
        )
        XCTAssertEqual(prefix(method("staticFunction", [param("_", "String", label: "_")], returns: "String", isStatic: true)), "staticFunctionStringString")
    }

    func testAttributesInoutAndVariadicsAreWords() {
        XCTAssertEqual(prefix(method("setClosure", [param("closure", "@escaping () -> Void", label: "_")])), "setClosureClosureEscapingVoidVoid")
        XCTAssertEqual(prefix(method("execute", [param("param", "String", isInout: true)])), "executeParamInoutStringVoid")
        XCTAssertEqual(
            prefix(method("string", [param("key", "String"), param("args", "CVarArg", isVariadic: true)], returns: "String")),
            "stringKeyStringArgsCVarArgString"
        )
        XCTAssertEqual(
            prefix(method("g", [param("g", "String", label: "_"), param("handler", "@escaping ([any StubProtocol]?) -> Void")], returns: "Bool")),
            "gGStringHandlerEscapingAnyStubProtocolVoidBool"
        )
    }

    func testPunctuationOfTheReturnTypeLeavesLeadingUnderscores() {
        XCTAssertEqual(prefix(method("s", returns: "(() -> any StubProtocol)")), "s____AnyStubProtocol")
        XCTAssertEqual(prefix(method("u", returns: "(Int, () -> (any StubProtocol)?)")), "u_IntAnyStubProtocol")
        XCTAssertEqual(prefix(method("x", returns: "[String: (any StubProtocol)?]")), "xStringAnyStubProtocol")
        XCTAssertEqual(prefix(method("z", returns: "any StubProtocol & CustomStringConvertible")), "zAnyStubProtocolCustomStringConvertible")
    }

    func testAnInitializersReturnTypeIsTheProtocol() {
        let initializer = MockMember.initializer(MockInitializer(parameters: [
            param("intParameter", "Int"), param("stringParameter", "String"), param("optionalParameter", "String?"),
        ]))
        XCTAssertEqual(
            prefix(initializer, in: "InitializationProtocol"),
            "initIntParameterIntStringParameterStringOptionalParameterStringInitializationProtocol"
        )
    }

    func testPropertiesKeepTheirNamesAndAreBackedByUnderlying() {
        XCTAssertEqual(prefix(property("firstName", "String")), "firstName")
        XCTAssertEqual(SourceryScheme(protocolName: "P", prefixes: .declaration).propertyBacking("firstName").name.prefix, "underlyingFirstName")
    }

    func testWordsWithoutLowercaseLettersAreCapitalizedAsStencilSwiftKitDoes() {
        XCTAssertEqual(SourceryMethodName.snakeToCamelCase("URL"), "Url")
        XCTAssertEqual(SourceryMethodName.snakeToCamelCase("__a_b"), "__AB")
        XCTAssertEqual(prefix(method("fetch", returns: "URL")), "fetchUrl")
    }

    func testOverloadsDifferingInTypesGetDifferentNamesAndTrueClashesAreNumbered() {
        let members = [method("load", [param("id", "Int")]), method("load", [param("id", "String")]), method("load", [param("id", "Int")], isStatic: true)]
        XCTAssertEqual(SourceryScheme(protocolName: "P", prefixes: .declaration).prefixes(for: members), ["loadIdIntVoid", "loadIdStringVoid", "loadIdIntVoid"])
    }
}
