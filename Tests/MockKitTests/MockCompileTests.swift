import Foundation
import TextDiffTesting
import XCTest
@testable import MockKit

/// Proves the rendered mocks compile in Swift 6 with complete concurrency checking and no warning,
/// and behave as documented: every fixture's protocol, mock and exercise go into one module, built by
/// one compiler run, whose program runs every exercise.
final class MockCompileTests: XCTestCase {
    static let fixtures = MethodFixtures.all + PropertyFixtures.all + GenericFixtures.all
        + ShapeFixtures.all + ConcurrencyFixtures.all + IsolationFixtures.all + ObjectFixtures.all
        + SourceryFixtures.all + CombineFixtures.all

    func testFixtureNamesAreUnique() {
        let names = Self.fixtures.map(\.name)
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertGreaterThanOrEqual(names.count, 25)
    }

    func testEveryFixtureMockCompilesUnderSwift6AndBehaves() throws {
        // MOCKKIT_FIXTURES_DIR keeps the generated module for inspection; otherwise it is temporary.
        let kept = ProcessInfo.processInfo.environment["MOCKKIT_FIXTURES_DIR"].map { URL(fileURLWithPath: $0) }
        let directory = try kept ?? SwiftCompiler.temporaryDirectory("mockkit-fixtures")
        if let kept { try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true) }
        defer { if kept == nil { try? FileManager.default.removeItem(at: directory) } }
        let renderer = MockRenderer()
        var files: [String] = []
        for fixture in Self.fixtures {
            let isolation = fixture.onMainActor ? "@MainActor " : ""
            let source = fixture.source + "\n\n\(isolation)func exercise\(fixture.name)() async throws {\n"
                + fixture.exercise.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
                + "\n}\n"
            let mock = renderer.render(fixture.proto, options: MockRenderOptions(imports: fixture.imports, naming: fixture.naming))
            try write(source, to: directory, name: "\(fixture.name).swift", into: &files)
            try write(mock, to: directory, name: renderer.fileName(for: fixture.proto), into: &files)
        }
        try write(Self.checkFunction, to: directory, name: "Check.swift", into: &files)
        let calls = Self.fixtures.map { "try await exercise\($0.name)()" }.joined(separator: "\n")
        try write(calls + "\nprint(\"passed \(Self.fixtures.count) fixtures\")\n", to: directory, name: "main.swift", into: &files)

        let combine = try StandInModules.build("Combine", into: try folder("standins", in: directory))
        let build = try SwiftCompiler.run(
            SwiftCompiler.swiftc + SwiftCompiler.strictFlags + combine.importing + combine.linking
                + ["-module-name", "MockFixtures", "-o", "fixtures"] + files,
            in: directory
        )
        XCTAssertEqual(build.status, 0, "swiftc failed:\n\(build.output)")
        guard build.status == 0 else { return }
        let run = try SwiftCompiler.run([directory.appendingPathComponent("fixtures").path], in: directory)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(run.output, "passed \(Self.fixtures.count) fixtures\n")
    }

    /// Xcode 26's approachable concurrency, as new projects are built: every fixture's protocol and mock in one
    /// module with `-default-isolation MainActor` and the upcoming features `NonisolatedNonsendingByDefault` and
    /// `InferIsolatedConformances`, type-checked with no warning. The mock text is the same as in the default mode
    /// (one text for both; `isolation` in `.scaffold.yml` does not change it).
    func testEveryFixtureMockTypeChecksWithApproachableConcurrency() throws {
        let directory = try SwiftCompiler.temporaryDirectory("mockkit-approachable")
        defer { try? FileManager.default.removeItem(at: directory) }
        let renderer = MockRenderer()
        var files: [String] = []
        for fixture in Self.fixtures {
            try write(fixture.source + "\n", to: directory, name: "\(fixture.name).swift", into: &files)
            try write(renderer.render(fixture.proto, options: MockRenderOptions(imports: fixture.imports, naming: fixture.naming)),
                      to: directory, name: renderer.fileName(for: fixture.proto), into: &files)
        }
        let combine = try StandInModules.build("Combine", into: try folder("standins", in: directory))
        let build = try SwiftCompiler.run(
            SwiftCompiler.swiftc + SwiftCompiler.strictFlags + SwiftCompiler.approachableFlags + combine.importing
                + ["-typecheck", "-parse-as-library", "-module-name", "MockFixtures"] + files,
            in: directory
        )
        XCTAssertEqual(build.status, 0, "swiftc failed:\n\(build.output)")
    }

    /// `precondition` takes an autoclosure, which cannot hold `await`; this takes a plain value.
    static let checkFunction = """
    func check(_ condition: Bool, _ message: String = "", file: StaticString = #fileID, line: UInt = #line) {
        precondition(condition, message, file: file, line: line)
    }

    """

    /// A new folder inside `directory`, kept out of the module's files.
    private func folder(_ name: String, in directory: URL) throws -> URL {
        let folder = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func write(_ text: String, to directory: URL, name: String, into files: inout [String]) throws {
        try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        files.append(name)
    }
}
