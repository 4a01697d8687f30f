import Foundation
import XCTest

/// The README is a first page a newcomer reads in minutes: short, a quickstart on its first screen that runs as
/// written, the two commands that set up a clone; and no page of the docs links to nowhere.
final class DocsReadmeTests: XCTestCase {
    private static let pages = ["README.md", "CONTRIBUTING.md"] + [
        "Commands", "Spec", "Presets", "Configuration", "Mocks", "Check", "Templates", "ExitCodes",
    ].map { "Docs/\($0).md" }

    func testReadmeIsAtMostTwelveKilobytes() throws {
        let size = try MarkdownPage("README.md").text.utf8.count
        XCTAssertLessThanOrEqual(size, 12 * 1024, "README.md is \(size) bytes")
    }

    /// The quickstart starts within the first screen (40 lines) and uses the commands a user needs first, in order.
    func testQuickstartIsOnTheFirstScreen() throws {
        let readme = try MarkdownPage("README.md")
        let start = try XCTUnwrap(readme.lines.firstIndex(of: "## Quickstart"))
        XCTAssertLessThan(start, 20)
        let block = try quickstart()
        let end = try XCTUnwrap(readme.lines.indices.first { $0 > start + 1 && readme.lines[$0] == "```" })
        XCTAssertLessThan(end, 40, "the quickstart ends past the first screen")
        var rest = Substring(block)
        for step in ["scaffold init", "cd ", "scaffold feature", "scaffold plan", "scaffold mocks", "scaffold check"] {
            let found = try XCTUnwrap(rest.range(of: step), "the quickstart has no `\(step)` after the previous step")
            rest = rest[found.upperBound...]
        }
    }

    func testReadmeNamesTheTwoCommandsThatSetUpAClone() throws {
        let text = try MarkdownPage("README.md").text
        XCTAssertTrue(text.contains("make demo"))
        XCTAssertTrue(text.contains("make test"))
        let ci = try String(contentsOf: RepositoryPaths.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        XCTAssertTrue(ci.contains("make test"), "the README says CI runs `make test`")
    }

    /// The quickstart, run as written by `sh` in an empty folder with the built binary as `scaffold`.
    func testQuickstartRunsAsWritten() throws {
        let work = try TemporaryDirectory(prefix: "quickstart")
        let bin = try work.directory("bin")
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("scaffold"), withDestinationURL: try ScaffoldBinary.locate().url)
        let home = try work.directory("home")
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["NO_COLOR"] = "1"
        let output = try ProcessRunner.run(
            URL(fileURLWithPath: "/bin/sh"), ["-e", "-x", "-c", try quickstart()], in: home, environment: environment, timeout: 600
        )
        XCTAssertEqual(output.exitCode, 0, output.transcript)
        let app = home.appendingPathComponent("Inari")
        for path in [".scaffold.yml", "Sources/Inari/Core/Models/Wallet.swift", "Tests/InariTests/Mocks"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent(path).path), "\(path) missing:\n\(output.transcript)")
        }
        XCTAssertTrue(output.stdout.contains("Operations:"), "plan printed no decisions:\n\(output.transcript)")
    }

    /// Every relative link of every page names a file that exists and, after `#`, one of its headings.
    func testEveryRelativeLinkResolves() throws {
        for path in Self.pages {
            let page = try MarkdownPage(path)
            for link in page.links where !link.target.hasPrefix("http") && !link.target.hasPrefix("mailto:") {
                let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].isEmpty ? path : Self.resolve(parts[0], from: path)
                let place = "\(path):\(link.line): \(link.target)"
                XCTAssertTrue(FileManager.default.fileExists(atPath: RepositoryPaths.root.appendingPathComponent(file).path), "\(place): no such file")
                guard parts.count == 2, file.hasSuffix(".md") else { continue }
                XCTAssertTrue(try MarkdownPage(file).anchors.contains(parts[1]), "\(place): no such heading in \(file)")
            }
        }
    }

    /// `target` relative to the page at `page`, as a path from the repository root (`../README.md` from `Docs/`).
    private static func resolve(_ target: String, from page: String) -> String {
        var components = page.split(separator: "/").dropLast().map(String.init)
        for component in target.split(separator: "/") {
            if component == ".." { components = components.dropLast() } else if component != "." { components.append(String(component)) }
        }
        return components.joined(separator: "/")
    }

    /// The first `sh` block of the README's Quickstart (its comments are the shell's).
    private func quickstart() throws -> String {
        let lines = try XCTUnwrap(try MarkdownPage("README.md").section("Quickstart")).lines
        let open = try XCTUnwrap(lines.firstIndex(of: "```sh"))
        let close = try XCTUnwrap(lines[(open + 1)...].firstIndex(of: "```"))
        return lines[(open + 1)..<close].joined(separator: "\n")
    }
}
