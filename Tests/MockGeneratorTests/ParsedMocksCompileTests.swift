import Foundation
@testable import MockGenerator
@testable import SwiftSource
import TextDiffTesting
import XCTest

/// Proves the parser and the renderer agree: protocols read from real source, flattened across files,
/// give mocks that type-check with their sources in Swift 6 with complete concurrency checking.
final class ParsedMocksCompileTests: XCTestCase {
    private let sources: [String: String] = [
        "Sources/Base.swift": """
            import Foundation

            public protocol Identified: Sendable {
                var id: UUID { get }
            }

            public protocol Loading {
                associatedtype Item: Sendable
                func load() async throws -> [Item]
            }
            """,
        "Sources/Store.swift": """
            import Foundation

            public struct Note: Sendable, Equatable { public var text: String }
            public enum StoreError: Error { case missing }

            /// Keeps notes.
            /// @mockable
            public protocol NoteStore: Identified, Loading {
                var count: Int { get async throws }
                var title: String { get set }
                func save(_ note: Note) async throws(StoreError)
                func update(_ values: inout [Int], names: String..., limit: Int)
                func transform<T: Codable & Sendable>(_ value: T, key: String) -> T?
                func observe(_ handler: @escaping @Sendable (Note) -> Void)
                static func make(count: Int) -> Int
                subscript(index: Int) -> Note? { get }
                #if DEBUG
                func dump() -> String
                #else
                func summary() -> String
                #endif
            }

            /// @mockable
            @MainActor
            protocol Screen: AnyObject {
                var isLoading: Bool { get set }
                init(title: String)
                func show(_ notes: [Note])
            }
            """,
    ]

    func testMocksOfParsedProtocolsTypeCheckWithTheirSources() throws {
        let project = try TemporaryProject()
        for (path, text) in sources { try project.write(path, text) }
        var configuration = project.configuration
        configuration.testableImports = []
        let result = try MocksPipeline.run(configuration)
        XCTAssertEqual(result.warnings, [])
        XCTAssertEqual(result.changeSet.files.map(\.path), ["Tests/Mocks/NoteStoreMock.swift", "Tests/Mocks/ScreenMock.swift"])
        for file in result.changeSet.files { try project.write(file.path, file.contents) }

        let files = sources.keys.sorted() + result.changeSet.files.map(\.path)
        let compile = try SwiftCompiler.run(
            SwiftCompiler.swiftc + ["-typecheck"] + SwiftCompiler.strictFlags + ["-module-name", "Notes"] + files, in: project.root
        )
        XCTAssertEqual(compile.status, 0, "swiftc failed:\n\(compile.output)")
    }
}
