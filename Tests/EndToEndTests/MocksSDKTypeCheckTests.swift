import Foundation
import XCTest

/// Mocks of protocols exposing Combine publishers against Apple's real Combine: the protocols of
/// Tests/Fixtures/Mocks/Combine (each construct of Mockolo's Combine fixtures, written for this project), their mocks
/// from `scaffold mocks`, and the code written against Mockolo's names beside them (`…Use.swift`), type-checked as one
/// module by `../shared/tools/ios-sdk/typecheck.sh` in both isolation modes. `DropInTests` checks the same against the
/// Linux stand-in; where the two disagree, the SDK is right.
///
/// Its name holds `SDKTypeCheckTests`, so `make sdk-check` runs it and `make test` and `make check` leave it out. Like
/// `SDKTypeCheckTests`, it never skips itself: without the SDK it fails and says how to set it up.
final class MocksSDKTypeCheckTests: XCTestCase {
    private var script: URL {
        if let path = ProcessInfo.processInfo.environment["SCAFFOLD_IOS_TYPECHECK"] { return URL(fileURLWithPath: path) }
        return RepositoryPaths.root.deletingLastPathComponent().appendingPathComponent("shared/tools/ios-sdk/typecheck.sh")
    }

    func testCombineMocksTypeCheckAgainstTheIOSSDKInBothIsolationModes() throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: "/tmp/ios-sdk/.ready"), manager.isExecutableFile(atPath: script.path) else {
            XCTFail("no iOS SDK to type-check against (/tmp/ios-sdk/.ready, \(script.path)): set it up with ../shared/tools/ios-sdk/setup.sh")
            return
        }
        let workspace = try Workspace("sdk-mocks-combine")
        let fixtures = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Mocks/Combine")
        let files = try manager.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 10)
        for file in files {
            let folder = file.hasSuffix("Use.swift") ? "Use" : "App"
            try workspace.directory.write(String(contentsOf: fixtures.appendingPathComponent(file), encoding: .utf8), to: "project/Sources/\(folder)/\(file)")
        }
        try workspace.binary.succeed(
            ["mocks", "--root", "project", "--source", "project/Sources/App", "--output", "project/Mocks", "--no-cache"], in: workspace.directory.url
        )
        // The protocols, their mocks and the use code are one module here: the mocks' `@testable import` of it goes.
        let mocks = try manager.contentsOfDirectory(atPath: workspace.project.appendingPathComponent("Mocks").path).sorted()
        XCTAssertEqual(mocks.count, 11, "\(mocks)")
        for mock in mocks {
            let text = try String(contentsOf: workspace.project.appendingPathComponent("Mocks/\(mock)"), encoding: .utf8)
            try workspace.directory.write(text.replacingOccurrences(of: "@testable import App\n", with: ""), to: "project/Sources/Mocks/\(mock)")
        }
        var lines: [String] = []
        for mode in [[], ["--main-actor"]] {
            let result = try ProcessRunner.run(script, mode + [workspace.project.path], timeout: 900)
            XCTAssertEqual(result.exitCode, 0, "\(mode) is refused by the iOS SDK:\n\(result.transcript)")
            lines.append(String(result.stdout.split(separator: "\n").last ?? ""))
        }
        print(lines.joined(separator: "\n"))
    }
}
