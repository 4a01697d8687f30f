import Foundation
import XCTest

/// Docs/Commands.md says what `--help` of the built binary says: the same commands, and for each the same flags
/// with the same defaults, so no documented flag is missing, renamed or defaulted otherwise.
final class DocsCommandsTests: XCTestCase {
    private var binary: ScaffoldBinary!
    private var commands: MarkdownPage!

    override func setUpWithError() throws {
        binary = try ScaffoldBinary.locate()
        commands = try MarkdownPage("Docs/Commands.md")
    }

    func testEveryCommandHasASectionAndEverySectionACommand() throws {
        let documented = commands.headings.filter { $0.hasPrefix("scaffold ") }.map { String($0.dropFirst("scaffold ".count)) }
        XCTAssertEqual(documented.sorted(), try leafCommands().sorted())
    }

    func testEveryCommandsDocumentedFlagsAndDefaultsAreItsHelps() throws {
        for command in try leafCommands() {
            let help = try self.help(command)
            let section = try XCTUnwrap(commands.section("scaffold \(command)"), "Docs/Commands.md has no section `scaffold \(command)`")
            let documented = Self.documentedFlags(section)
            let options = help.options
            let helpFlags = Set(options.flatMap(\.names)), documentedFlags = Set(documented.keys)
            XCTAssertEqual(
                documentedFlags.subtracting(helpFlags).sorted(), [], "scaffold \(command): documented in Docs/Commands.md, not in --help"
            )
            XCTAssertEqual(
                helpFlags.subtracting(documentedFlags).sorted(), [], "scaffold \(command): in --help, not documented in Docs/Commands.md"
            )
            for option in options {
                guard let stated = option.stated, let name = option.names.first, let cell = documented[name] else { continue }
                XCTAssertEqual(
                    MarkdownPage.plain(cell), MarkdownPage.plain(stated),
                    "scaffold \(command) \(name): the default in Docs/Commands.md (left) and in --help (right)"
                )
            }
        }
    }

    /// `init --help` printed "(default: layered). (default: layered)": ArgumentParser adds a default to the help.
    func testNoHelpStatesADefaultTwice() throws {
        for command in try leafCommands() {
            for (left, text) in try help(command).entries(of: "OPTIONS") {
                XCTAssertLessThanOrEqual(text.components(separatedBy: "default:").count - 1, 1, "scaffold \(command) \(left): \(text)")
            }
        }
    }

    /// Everything that makes `init` refuse a folder is named in the help of the flag that lets it write there.
    func testAllowExistingNamesEveryProjectMarker() throws {
        let entry = try XCTUnwrap(try help("init").entries(of: "OPTIONS").first { $0.left.hasPrefix("--allow-existing") })
        for marker in ["Package.swift", ".scaffold.yml", "project.yml", "Project.swift", "Tuist.swift", "*.xcodeproj", "*.xcworkspace"] {
            XCTAssertTrue(entry.help.contains(marker), "--allow-existing does not name \(marker): \(entry.help)")
        }
    }

    // MARK: - Reading help and docs

    /// `init`, …, `templates list`: every command that runs, found from `scaffold --help` down.
    private func leafCommands(under parent: [String] = []) throws -> [String] {
        let help = try self.help(parent.joined(separator: " "))
        let subcommands = help.subcommands
        if subcommands.isEmpty { return [parent.joined(separator: " ")] }
        guard parent.count < 3 else { throw HarnessError("scaffold \(parent.joined(separator: " ")) --help lists subcommands ever deeper") }
        return try subcommands.flatMap { try leafCommands(under: parent + [$0]) }
    }

    private func help(_ command: String) throws -> HelpText {
        let arguments = command.split(separator: " ").map(String.init) + ["--help"]
        let output = try binary.run(arguments)
        XCTAssertEqual(output.exitCode, 0, output.transcript)
        return HelpText(text: output.stdout)
    }

    /// The flags a section's tables document (`--root` from `` `--root DIR` ``), with their default cells.
    static func documentedFlags(_ section: MarkdownPage) -> [String: String] {
        var flags: [String: String] = [:]
        for row in section.tableRows where row.count >= 2 {
            for span in MarkdownPage.codeSpans(in: row[0]) where span.hasPrefix("--") {
                flags[String(span.split(separator: " ")[0])] = row[1]
            }
        }
        return flags
    }
}
