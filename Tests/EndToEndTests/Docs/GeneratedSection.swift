import Foundation
import XCTest

/// A part of a docs page written by a generator, not by hand: the lines between
/// `<!-- generated: NAME -->` and `<!-- end generated: NAME -->` (Markdown shows neither). `GeneratedDocsTests`
/// renders each from the code and compares; `make docs` (`SCAFFOLD_RECORD=1`) writes them, and that run still
/// fails, as a golden's does, so nothing is written unseen.
struct GeneratedSection {
    /// Relative to the repository root (`Docs/Check.md`).
    let page: String
    /// `check-rules`: what the markers name.
    let name: String

    static var isRecording: Bool { ProcessInfo.processInfo.environment["SCAFFOLD_RECORD"] == "1" }

    var begin: String { "<!-- generated: \(name) -->" }
    var end: String { "<!-- end generated: \(name) -->" }

    /// Fails unless the page holds exactly `expected` between the markers; when recording, writes it there.
    func assertCurrent(_ expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = RepositoryPaths.root.appendingPathComponent(page)
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let start = text.range(of: begin + "\n"), let stop = text.range(of: end, range: start.upperBound..<text.endIndex) else {
            return XCTFail("\(page) has no `\(begin)` … `\(end)` block", file: file, line: line)
        }
        let current = String(text[start.upperBound..<stop.lowerBound])
        guard current != expected else { return }
        if Self.isRecording {
            try Data((text[..<start.upperBound] + expected + text[stop.lowerBound...]).utf8).write(to: url)
            return XCTFail("wrote \(page) (\(name)); re-run without SCAFFOLD_RECORD", file: file, line: line)
        }
        XCTFail("\(page), \(name), is stale: run `make docs`\n--- the page\n\(current)--- the code\n\(expected)", file: file, line: line)
    }

    /// A Markdown table, one line per row, each line ending in a newline.
    static func table(_ header: [String], _ rows: [[String]]) -> String {
        let line = { (cells: [String]) in "| " + cells.joined(separator: " | ") + " |\n" }
        return line(header) + "|" + String(repeating: "---|", count: header.count) + "\n" + rows.map(line).joined()
    }
}
