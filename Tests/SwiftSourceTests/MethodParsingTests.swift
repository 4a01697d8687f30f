import MockModelLiterals
import MockKit
@testable import SwiftSource
import XCTest

final class MethodParsingTests: XCTestCase {
    func testPlainMethodWithLabelsAndVoidReturn() throws {
        let found = try members("""
            protocol P {
                func load(id: Int, for user: String, _ flag: Bool) -> Void
            }
            """)
        XCTAssertEqual(found, [.method(MockMethod(name: "load", parameters: [
            MockParameter(label: nil, name: "id", type: "Int"),
            MockParameter(label: "for", name: "user", type: "String"),
            MockParameter(label: "_", name: "flag", type: "Bool"),
        ]))])
    }

    func testGenericsWhereClauseAsyncThrowsAndReturnType() throws {
        let method = try XCTUnwrap(members("""
            protocol P {
                func fetch<T: Decodable, U>(_ type: T.Type, key: U) async throws -> [T] where U: Hashable
            }
            """).first?.method)
        XCTAssertEqual(method.genericParameters, [GenericParameter("T", constraint: .named("Decodable")), GenericParameter("U")])
        XCTAssertEqual(method.whereClause, [.conformance(.named("U"), .named("Hashable"))])
        XCTAssertTrue(method.isAsync)
        XCTAssertEqual(method.throwing, .throwing)
        XCTAssertEqual(method.returnType?.description, "[T]")
        XCTAssertEqual(method.parameters.first, MockParameter(label: "_", name: "type", type: "T.Type"))
    }

    func testThrowingVariants() throws {
        let found = try members("""
            protocol P {
                func a() throws(WalletError)
                func b(_ body: () throws -> Void) rethrows
                func c() async
                func d() -> ()
            }
            """).compactMap(\.method)
        XCTAssertEqual(found.map(\.throwing), [.typed("WalletError"), .rethrowing, .none, .none])
        XCTAssertEqual(found.map(\.isAsync), [false, false, true, false])
        XCTAssertEqual(found.map(\.returnType), [nil, nil, nil, nil])
    }

    func testStaticMutatingAndAttributes() throws {
        let found = try members("""
            protocol P {
                static func make() -> Self
                mutating func reset()
                @MainActor @discardableResult func refresh() -> Bool
            }
            """).compactMap(\.method)
        XCTAssertEqual(found.map(\.isStatic), [true, false, false])
        XCTAssertEqual(found.map(\.isMutating), [false, true, false])
        XCTAssertEqual(found[2].attributes.map(\.description), ["@MainActor", "@discardableResult"])
        XCTAssertEqual(found[0].returnType?.description, "Self")
    }

    func testInoutVariadicDefaultAndClosureParameters() throws {
        let method = try XCTUnwrap(members("""
            protocol P {
                func apply(_ values: inout [Int], names: String..., limit: Int = 10, _: Bool,
                           completion: @escaping @Sendable (Result<Data, Error>) -> Void)
            }
            """).first?.method)
        XCTAssertEqual(method.parameters, [
            MockParameter(label: "_", name: "values", type: "[Int]", isInout: true),
            MockParameter(label: nil, name: "names", type: "String", isVariadic: true),
            MockParameter(label: nil, name: "limit", type: "Int", defaultValue: "10"),
            MockParameter(label: "_", name: "arg3", type: "Bool"),
            MockParameter(label: nil, name: "completion", type: "@escaping @Sendable (Result<Data, Error>) -> Void"),
        ])
    }

    func testTypesSpreadOverLinesAndCommentsReadAsOneLine() throws {
        let method = try XCTUnwrap(members("""
            protocol P {
                func run(
                    handler: @escaping (Int, // the count
                                        String) -> Void
                ) -> [String:
                      Int]
            }
            """).first?.method)
        XCTAssertEqual(method.parameters.first?.type.description, "@escaping (Int, String) -> Void")
        XCTAssertEqual(method.returnType?.description, "[String: Int]")
    }

    func testOverloadsAreKeptInOrder() throws {
        let names = try members("""
            protocol P {
                func save(_ item: Int)
                func save(_ item: String)
            }
            """).compactMap(\.method).map(\.parameters.first?.type.description)
        XCTAssertEqual(names, ["Int", "String"])
    }
}
