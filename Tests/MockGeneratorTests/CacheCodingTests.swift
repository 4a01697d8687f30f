import Foundation
import MockKit
@testable import MockGenerator
@testable import SwiftSource
import ScaffoldCore
import XCTest

final class CacheCodingTests: XCTestCase {
    func testParsedFileRoundTripsThroughTheCacheEncoding() throws {
        let parsed = ProtocolExtractor.parse(source: """
            import Foundation
            /// @mockable
            @MainActor public protocol Everything: AnyObject where Item: Sendable {
                associatedtype Item: Codable & Hashable
                var name: String { get set }
                var avatar: Data? { get async throws(LoadError) }
                static var shared: Self { get }
                subscript<K: Hashable>(key key: K) -> Int? where K: Sendable { get set }
                init?(raw: String) async throws
                @discardableResult mutating func run<T>(_ values: inout [T], names: String..., limit: Int = 3) rethrows -> T? where T: Equatable
                #if DEBUG
                func debug()
                #else
                #endif
            }
            protocol Plain { static func == (a: Self, b: Self) -> Bool }
            enum Namespace {
                /// @mockable
                protocol Nested {}
            }
            """, path: "Sources/Test.swift", annotation: "@mockable")
        XCTAssertEqual(parsed.declarations.count, 2)
        XCTAssertEqual(parsed.warnings.count, 1)
        XCTAssertNotNil(parsed.declarations.last?.unmockableReason)
        let data = try JSONEncoder().encode(parsed)
        XCTAssertEqual(try JSONDecoder().decode(ParsedFile.self, from: data), parsed)
    }
}
