import Foundation
import XCTest

/// Proves the SwiftUI/Combine stand-ins themselves: a hand-written app using every API they provide
/// builds with warnings as errors in Swift 6 mode and its tests of the stand-ins' behaviour pass (module `App`
/// of the default isolation's suite package); and code the real SDK rejects (Tests/Support/StandIns/Sample/Rejected)
/// is rejected by the stand-ins too, type-checked against the modules that package built.
final class StandInsCompileTests: XCTestCase {
    func testSampleAppUsingEveryStandInAPIBuildsAndPassesAndWrongUsesAreRejected() throws {
        let outcome = try SuitePackage.outcome(of: StandInsSamplePart.self, .nonisolated)
        guard outcome.assertTestsPass(minimumTests: 0, "the stand-ins' sample") != nil else { return }
        #if os(Linux)
        try assertRejectedSnippetsFail(against: SuitePackage.root(.nonisolated).appendingPathComponent(HarnessPackage.productsFolder + "/Modules"))
        #endif
    }

    /// Type-checks each snippet against the built stand-in modules; each must fail with the message
    /// named on its first line (`// expect: …`), compiled with the flags of a second line `// flags: …` when
    /// it has one (the isolation settings `init --isolation mainActor` writes, for example).
    private func assertRejectedSnippetsFail(against modules: URL) throws {
        let folder = StandInsSamplePart.sample.appendingPathComponent("Rejected")
        let snippets = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        XCTAssertFalse(snippets.isEmpty, "no snippets in \(folder.path)")
        for snippet in snippets {
            let source = try String(contentsOf: snippet, encoding: .utf8)
            let firstLine = source.prefix { $0 != "\n" }
            guard firstLine.hasPrefix("// expect: ") else {
                XCTFail("\(snippet.lastPathComponent) must start with `// expect: <message>`")
                continue
            }
            let expected = String(firstLine.dropFirst("// expect: ".count))
            let secondLine = source.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).dropFirst().first ?? ""
            let flags = secondLine.hasPrefix("// flags: ")
                ? secondLine.dropFirst("// flags: ".count).split(separator: " ").map(String.init) : []
            let result = try ProcessRunner.runTool(
                "swiftc",
                ["-swift-version", "6", "-warnings-as-errors", "-typecheck", "-I", modules.path] + flags + [snippet.path],
                timeout: 120
            )
            XCTAssertNotEqual(result.exitCode, 0, "\(snippet.lastPathComponent) compiled but should not")
            XCTAssertTrue(result.stderr.contains(expected) || result.stdout.contains(expected),
                          "\(snippet.lastPathComponent): expected \"\(expected)\" in\n\(result.transcript)")
        }
    }
}

/// StandInsCompileTests' share of the default isolation's suite package: the sample app as module `App`.
enum StandInsSamplePart: SuitePart {
    static let folder = "standins"
    static let sample = RepositoryPaths.standIns.appendingPathComponent("Sample")

    static func generate(in workspace: Workspace, isolation: HarnessPackage.Isolation) throws -> GeneratedModules {
        for entry in ["Sources", "Tests"] {
            let destination = workspace.directory.path("\(folder)/\(entry)")
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: sample.appendingPathComponent(entry), to: destination)
        }
        return GeneratedModules(modules: [HarnessPackage.Module(name: "App", sources: "\(folder)/Sources/App", tests: "\(folder)/Tests/AppTests")])
    }
}
