import MockKit
@testable import SwiftSource
import ScaffoldCore
import XCTest

final class ProtocolSelectionTests: XCTestCase {
    func testLineDocCommentAnnotationSelectsProtocol() throws {
        let parsed = parse("""
            /// Loads wallets.
            /// @mockable
            protocol WalletLoading {}
            protocol NotAnnotated {}
            """)
        XCTAssertEqual(parsed.protocols.map(\.name), ["WalletLoading"])
        XCTAssertEqual(parsed.declarations.map(\.isAnnotated), [true, false])
    }

    func testBlockDocCommentAnnotationSelectsProtocol() throws {
        let parsed = parse("/** Stores things. @mockable */\npublic protocol Store {}")
        XCTAssertEqual(parsed.protocols.map(\.name), ["Store"])
    }

    func testPlainCommentDoesNotSelectProtocol() {
        let parsed = parse("// @mockable\nprotocol Plain {}\n/* @mockable */\nprotocol Block {}")
        XCTAssertEqual(parsed.protocols, [])
        XCTAssertEqual(parsed.declarations.count, 2)
    }

    func testAnnotationBetweenAttributeAndKeywordCounts() {
        let parsed = parse("@MainActor\n/// @mockable\nprotocol Screen {}")
        XCTAssertEqual(parsed.protocols.map(\.name), ["Screen"])
    }

    func testCustomAnnotation() {
        let parsed = parse("/// @mock\nprotocol A {}\n/// @mockable\nprotocol B {}", annotation: "@mock")
        XCTAssertEqual(parsed.protocols.map(\.name), ["A", "B"], "`@mockable` contains `@mock`")
        XCTAssertEqual(parse("/// @mockable\nprotocol B {}", annotation: "@fake").protocols, [])
    }

    func testImportsAccessLevelAttributesAndInheritedTypes() throws {
        let parsed = parse("""
            import Foundation
            @preconcurrency import Combine
            import struct Models.Wallet
            import Foundation
            #if canImport(UIKit)
            import UIKit
            #elseif os(Linux)
            import Glibc
            #else
            import AppKit
            #endif
            /// @mockable
            @MainActor public protocol Screen: AnyObject, Sendable & Identifiable {}
            """)
        // A guarded import keeps its `#if` (the mock repeats it guarded); `#elseif` and `#else` ones are left out.
        XCTAssertEqual(parsed.imports, ["Foundation", "Combine", "Models", MockImport.guarded("UIKit", condition: "canImport(UIKit)")])
        let model = try XCTUnwrap(parsed.protocols.first)
        XCTAssertEqual(model.accessLevel, "public")
        XCTAssertEqual(model.attributes, ["@MainActor"])
        XCTAssertEqual(model.inheritedTypes, ["AnyObject", "Sendable", "Identifiable"])
    }

    func testAccessLevels() throws {
        XCTAssertEqual(try declaration("protocol A {}").model.accessLevel, "")
        XCTAssertEqual(try declaration("internal protocol A {}").model.accessLevel, "")
        XCTAssertEqual(try declaration("package protocol A {}").model.accessLevel, "package")
        XCTAssertEqual(try declaration("public protocol A {}").model.accessLevel, "public")
    }

    func testLocationIsTheProtocolKeyword() throws {
        let found = try declaration("import Foundation\n\n/// @mockable\n  public protocol A {}")
        XCTAssertEqual(found.location, SourceLocation(file: "Sources/Test.swift", line: 4, column: 10))
    }

    /// `where Self: P` is inheritance; any other requirement stays the protocol's `where` clause (Mockolo's mocks
    /// take it whole: Docs/Mocks.md, "Associated types and `Self`").
    func testProtocolWhereClauseKeepsItsRequirements() throws {
        let model = try declaration("""
            protocol Repository where Self: Sendable, Item: Hashable, Item.ID == Int {
                associatedtype Item: Codable
            }
            """).model
        XCTAssertEqual(model.inheritedTypes, ["Sendable"])
        XCTAssertEqual(model.associatedTypes, [MockAssociatedType(name: "Item", constraints: ["Codable"])])
        XCTAssertEqual(model.whereClause, [.conformance("Item", "Hashable"), .sameType("Item.ID", "Int")])
    }

    /// `@mockable(override: name = …; module: prefix = …; typealias: …)`, read as Mockolo reads it.
    func testAnnotationArguments() throws {
        let model = try declaration("""
            /// @mockable(override: name = FakeStore; module: prefix = Core; typealias: Item = String; Key = Int)
            protocol Store {
                associatedtype Item
                associatedtype Other
                typealias Key = UUID
            }
            """).model
        XCTAssertEqual(model.mockName, "FakeStore")
        XCTAssertEqual(model.moduleName, "Core")
        XCTAssertEqual(model.associatedTypes.map(\.chosenType), ["String", nil])
        XCTAssertEqual(model.typealiases, [MockTypealias(name: "Key", definition: "Key = Int")])
        XCTAssertEqual(AnnotationArguments(comment: "/// @mockable", annotation: "@mockable"), AnnotationArguments())
        XCTAssertEqual(AnnotationArguments(comment: "/// @mockable(history: f = true)", annotation: "@mockable"), AnnotationArguments())
    }

    /// `@mockable(combine: …)` as Mockolo reads it: `CurrentValueSubject` in any case, `@Wrapper property`, anything
    /// else a `PassthroughSubject`; `all` for the properties not named; `#if` clauses too; other sections around it.
    func testCombineArgumentChoosesPerProperty() throws {
        let model = try declaration("""
            /// @mockable(override: name = FakeFeed; combine: a = currentvaluesubject; b = @Published c; d = PassthroughSubject; e = Subject; all = CurrentValueSubject; history: f = true)
            protocol Feed {
                var a: AnyPublisher<Int, Never> { get }
                var b: AnyPublisher<Int, Never> { get }
                var c: Int { get set }
                var d: AnyPublisher<Int, Never> { get }
                var e: AnyPublisher<Int, Never> { get }
                #if DEBUG
                var g: AnyPublisher<Int, Never> { get }
                #endif
            }
            """).model
        let choices = model.members.map { member -> MockCombineChoice? in
            switch member {
            case .property(let property): property.combine
            case .ifConfig(let clauses):
                if case .property(let property) = clauses[0].members[0] { property.combine } else { nil }
            default: nil
            }
        }
        XCTAssertEqual(choices, [
            .currentValueSubject, .propertyWrapper(attribute: "@Published", property: "c"), .currentValueSubject,
            .passthroughSubject, .passthroughSubject, .currentValueSubject,
        ])
        XCTAssertEqual(model.mockName, "FakeFeed")
    }

    /// Without `combine:`, or when the protocol is not annotated, nothing is chosen: the mock's rule decides.
    func testNoCombineArgumentChoosesNothing() throws {
        for source in ["/// @mockable\nprotocol Feed { var a: AnyPublisher<Int, Never> { get } }",
                       "// sourcery: AutoMockable\nprotocol Feed { var a: AnyPublisher<Int, Never> { get } }"] {
            guard case .property(let property) = try declaration(source).model.members.first else { return XCTFail(source) }
            XCTAssertNil(property.combine, source)
        }
    }
}
