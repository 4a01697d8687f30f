import MockModelLiterals
import MockKit
@testable import SwiftSource
import XCTest

final class MemberKindsTests: XCTestCase {
    func testProperties() throws {
        let found = try members("""
            protocol P {
                var name: String { get }
                var count: Int { get set }
                var avatar: Data? { get async throws }
                var token: String { get throws(AuthError) }
                static var shared: Self { get }
                @MainActor var title: String { get }
            }
            """)
        XCTAssertEqual(found, [
            .property(MockProperty(name: "name", type: "String")),
            .property(MockProperty(name: "count", type: "Int", isSettable: true)),
            .property(MockProperty(name: "avatar", type: "Data?", isAsync: true, throwing: .throwing)),
            .property(MockProperty(name: "token", type: "String", throwing: .typed("AuthError"))),
            .property(MockProperty(name: "shared", type: "Self", isStatic: true)),
            .property(MockProperty(name: "title", type: "String", attributes: ["@MainActor"])),
        ])
    }

    /// Where each property is declared in its file: Mockolo orders the memberwise initializer by it.
    func testPropertyOffsetsAreTheirBindings() throws {
        let source = "protocol P {\n    var name: String { get }\n    var count: Int { get set }\n}"
        let offsets = try declaration(source).model.members.compactMap(\.property).map(\.offset)
        XCTAssertEqual(offsets, [source.utf8.count - "name: String { get }\n    var count: Int { get set }\n}".utf8.count,
                                 source.utf8.count - "count: Int { get set }\n}".utf8.count])
    }

    func testSubscripts() throws {
        let found = try members("""
            protocol P {
                subscript(index: Int) -> String { get set }
                subscript<K: Hashable>(key key: K) -> Int? where K: Sendable { get }
                static subscript(_ name: String) -> Int { get }
            }
            """)
        XCTAssertEqual(found, [
            .subscriptRequirement(MockSubscript(parameters: [MockParameter(label: "_", name: "index", type: "Int")],
                                                returnType: "String", isSettable: true)),
            .subscriptRequirement(MockSubscript(genericParameters: genericParameters("<K: Hashable>"),
                                                parameters: [MockParameter(label: "key", name: "key", type: "K")],
                                                returnType: "Int?", whereClause: requirements("where K: Sendable"))),
            .subscriptRequirement(MockSubscript(parameters: [MockParameter(label: "_", name: "name", type: "String")],
                                                returnType: "Int", isStatic: true)),
        ])
    }

    func testInitializers() throws {
        let found = try members("""
            protocol P {
                init()
                init?(rawValue: String)
                init(from decoder: Decoder) async throws
            }
            """)
        XCTAssertEqual(found, [
            .initializer(MockInitializer()),
            .initializer(MockInitializer(parameters: [MockParameter(name: "rawValue", type: "String")], isFailable: true)),
            .initializer(MockInitializer(parameters: [MockParameter(label: "from", name: "decoder", type: "Decoder")],
                                         throwing: .throwing, isAsync: true)),
        ])
    }

    func testAssociatedTypesWithConstraints() throws {
        let model = try declaration("""
            protocol Store {
                associatedtype Item: Codable & Hashable, Sendable
                associatedtype Key where Key: Comparable
                associatedtype Raw = Data
                typealias Pair = (Key, Item)
                func item(for key: Key) -> Item?
            }
            """).model
        XCTAssertEqual(model.associatedTypes, [
            MockAssociatedType(name: "Item", constraints: ["Codable", "Hashable", "Sendable"]),
            MockAssociatedType(name: "Key", whereClause: [.conformance("Key", "Comparable")]),
            MockAssociatedType(name: "Raw", defaultType: "Data"),
        ])
        XCTAssertEqual(model.members.compactMap(\.method).map(\.name), ["item"])
        XCTAssertEqual(model.typealiases, [MockTypealias(name: "Pair", definition: "Pair = (Key, Item)")])
    }

    func testIfConfigClausesKeepDirectivesAndNestedMembers() throws {
        let found = try members("""
            protocol P {
                func always()
                #if DEBUG
                func debugOnly()
                #elseif os(iOS) && !targetEnvironment(simulator)
                var device: String { get }
                #if canImport(UIKit)
                func haptic()
                #endif
                #else
                #endif
            }
            """)
        XCTAssertEqual(found, [
            .method(MockMethod(name: "always")),
            .ifConfig([
                MockIfClause(directive: "#if DEBUG", members: [.method(MockMethod(name: "debugOnly"))]),
                MockIfClause(directive: "#elseif os(iOS) && !targetEnvironment(simulator)", members: [
                    .property(MockProperty(name: "device", type: "String")),
                    .ifConfig([MockIfClause(directive: "#if canImport(UIKit)", members: [.method(MockMethod(name: "haptic"))])]),
                ]),
                MockIfClause(directive: "#else", members: []),
            ]),
        ])
    }
}
