import CheckKit
import Foundation
import XCTest

/// Every rule quotes its document word for word: each fragment of each passage is found in the seed file it
/// names (`Docs/Seeds/`, the architecture documents kept in the repository), and its section's headings are the
/// document's.
final class SeedPassageTests: XCTestCase {
    static let seeds: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("Docs/Seeds")
    }()

    func testEveryQuoteIsInItsDocument() throws {
        for rule in RuleCatalog.all {
            for (preset, passage) in rule.description.passages {
                let url = Self.seeds.appendingPathComponent(passage.document)
                let text = try String(contentsOf: url, encoding: .utf8)
                for fragment in passage.quote {
                    XCTAssertTrue(text.contains(fragment), "\(rule.description.id) (\(preset)) quotes \"\(fragment)\", not in \(passage.document)")
                }
            }
        }
    }

    func testEverySectionHeadingIsInItsDocument() throws {
        for rule in RuleCatalog.all {
            for (preset, passage) in rule.description.passages {
                let text = try String(contentsOf: Self.seeds.appendingPathComponent(passage.document), encoding: .utf8)
                let headings = text.split(separator: "\n").filter { $0.hasPrefix("#") || $0.hasPrefix("**") }
                for heading in passage.section.components(separatedBy: " › ") {
                    XCTAssertTrue(
                        headings.contains { $0.contains(heading) },
                        "\(rule.description.id) (\(preset)): no heading \"\(heading)\" in \(passage.document)"
                    )
                }
            }
        }
    }

    func testEachPresetIsQuotedFromItsOwnDocument() {
        let documents = ["layered": "000_c7ec1093a6c69dce.txt", "clean": "002_23262c6c915903bf.txt", "mvvm": "003_c4ea0eb675fd602c.txt",
                         "features": "004_854cafa7f743f673.txt"]
        for rule in RuleCatalog.all {
            for (preset, passage) in rule.description.passages {
                XCTAssertEqual(passage.document, documents[preset], "\(rule.description.id) quotes another document for \(preset)")
            }
        }
    }
}
