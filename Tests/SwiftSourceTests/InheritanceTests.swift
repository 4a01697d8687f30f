import MockModelLiterals
import MockKit
@testable import SwiftSource
import ScaffoldCore
import XCTest

final class InheritanceTests: XCTestCase {
    private func flattened(_ files: [String: String], _ name: String) throws -> FlattenedProtocol {
        let parsed = files.keys.sorted().map { path in
            (path: path, parsed: Optional(ProtocolExtractor.parse(source: files[path] ?? "", path: path, annotation: "@mockable")))
        }
        let index = ProtocolIndex(parsed)
        return InheritanceFlattener(index: index).flatten(try XCTUnwrap(index[name]))
    }

    /// `nonisolated protocol` (SE-0449), as apps built with Xcode 26's MainActor default mark their services: the mock
    /// must stay nonisolated too (Docs/Mocks.md, "Kinds of mock"). The protocol's own modifier counts, not a parent's.
    func testNonisolatedModifierOfTheProtocolItselfIsKept() throws {
        let files = [
            "A.swift": "nonisolated protocol Base { func base() }",
            "B.swift": "/// @mockable\nnonisolated protocol Store: Base { func save() }\n/// @mockable\nprotocol Cache: Base {}",
        ]
        XCTAssertTrue(try flattened(files, "Store").model.isNonisolated)
        XCTAssertFalse(try flattened(files, "Cache").model.isNonisolated)
    }

    /// Mockolo's order (Docs/Mocks.md, "Overloads"): the protocol's own requirements, then each parent's followed by
    /// its ancestors'; a requirement met twice is kept where it is met first.
    func testOwnMembersComeFirstThenEachParentsAcrossFilesAndDuplicatesCollapse() throws {
        let result = try flattened([
            "A.swift": "import Combine\nprotocol Base: Sendable { associatedtype Item: Codable; func base() }",
            "B.swift": "@MainActor protocol Middle: Base { func middle(); func base() }",
            "C.swift": "import Foundation\n/// @mockable\nprotocol Leaf: Middle { associatedtype Item: Hashable; func leaf() }",
        ], "Leaf")
        XCTAssertEqual(result.model.members.compactMap(\.method).map(\.name), ["leaf", "middle", "base"])
        XCTAssertEqual(result.model.associatedTypes, [MockAssociatedType(name: "Item", constraints: ["Hashable", "Codable"])])
        XCTAssertEqual(result.model.inheritedTypes, ["Middle", "Sendable"], "an ancestor's Sendable still shapes the mock")
        XCTAssertEqual(result.model.attributes, ["@MainActor"])
        XCTAssertEqual(result.imports, ["Foundation", "Combine"])
        XCTAssertEqual(result.unknownParents, [])
        XCTAssertNil(result.unmockableReason)
    }

    func testDiamondInheritanceVisitsSharedParentOnce() throws {
        let result = try flattened(["A.swift": """
            protocol Root { func root() }
            protocol Left: Root { func left() }
            protocol Right: Root { func right() }
            /// @mockable
            protocol Both: Left, Right {}
            """], "Both")
        XCTAssertEqual(result.model.members.compactMap(\.method).map(\.name), ["left", "root", "right"])
    }

    /// A property declared alike by two protocols is one requirement whatever their `combine:` choices; the first
    /// declaration's choice stands, and each parent's choices travel with its own properties.
    func testCombineChoicesTravelWithTheirPropertiesAndDoNotDuplicateThem() throws {
        let result = try flattened(["A.swift": """
            /// @mockable(combine: feed = CurrentValueSubject; other = @Published name)
            protocol Source { var feed: AnyPublisher<Int, Never> { get }; var other: AnyPublisher<Int, Never> { get } }
            /// @mockable(combine: feed = PassthroughSubject)
            protocol Reader: Source { var feed: AnyPublisher<Int, Never> { get }; var name: Int { get set } }
            """], "Reader")
        let properties = result.model.members.compactMap { member -> MockProperty? in
            if case .property(let property) = member { return property }
            return nil
        }
        XCTAssertEqual(properties.map(\.name), ["feed", "name", "other"])
        XCTAssertEqual(properties.map(\.combine), [.passthroughSubject, nil, .propertyWrapper(attribute: "@Published", property: "name")])
    }

    func testUnknownAndKnownParents() throws {
        let result = try flattened(["A.swift": "/// @mockable\nprotocol P: Identifiable, Missing, Module.Other<Int> {}"], "P")
        XCTAssertEqual(result.unknownParents, ["Missing", "Module.Other<Int>"])
    }

    func testUnmockableParentBlocksChild() throws {
        let result = try flattened(["A.swift": "protocol Base { static func + (a: Self, b: Self) -> Self }\n/// @mockable\nprotocol P: Base {}"], "P")
        XCTAssertEqual(result.unmockableReason, "its parent Base cannot be mocked: operator requirement `+` (line 1)")
    }

    /// A nested protocol's parent nested beside it is found by its short name.
    func testNestedParentIsFoundInTheSameType() throws {
        let result = try flattened(["A.swift": "enum Feature {\n protocol Base { func base() }\n /// @mockable\n protocol Leaf: Base {}\n}"], "Feature.Leaf")
        XCTAssertEqual(result.model.members.compactMap(\.method).map(\.name), ["base"])
        XCTAssertEqual(result.model.namespace, ["Feature"])
        XCTAssertEqual(result.unknownParents, [])
    }

    /// A default stays only while no other declaration of the associated type constrains it.
    func testAssociatedTypeDeclaredTwiceKeepsEveryConstraintAndNoConflictingDefault() throws {
        let result = try flattened(["A.swift": """
            protocol Defaulted { associatedtype T = Int }
            protocol Constrained { associatedtype T: StringProtocol }
            /// @mockable
            protocol Both: Defaulted, Constrained {}
            """], "Both")
        XCTAssertEqual(result.model.associatedTypes, [MockAssociatedType(name: "T", constraints: ["StringProtocol"])])
    }

    func testInheritanceCycleTerminates() throws {
        let result = try flattened(["A.swift": "protocol A: B { func a() }\n/// @mockable\nprotocol B: A { func b() }"], "B")
        XCTAssertEqual(result.model.members.compactMap(\.method).map(\.name), ["b", "a"])
    }
}
