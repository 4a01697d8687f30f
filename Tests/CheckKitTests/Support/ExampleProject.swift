import CheckKit
import ScaffoldCore
import XCTest

/// A rule example (or any small project) parsed and checked in memory: `↓` marks where findings are expected.
struct ExampleProject {
    static let marker = "↓"

    var files: [String: String]
    /// (file, line, column) of every marker, markers removed.
    var expected: Set<Place> = []

    struct Place: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var description: String { "\(file):\(line):\(column)" }
    }

    init(_ files: [String: String]) {
        self.files = [:]
        for (path, text) in files {
            var clean = ""
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                var rest = Substring(line)
                var cleanLine = ""
                while let marker = rest.range(of: Self.marker) {
                    cleanLine += rest[..<marker.lowerBound]
                    expected.insert(Place(file: path, line: index + 1, column: cleanLine.utf8.count + 1))
                    rest = rest[marker.upperBound...]
                }
                clean += (index == 0 ? "" : "\n") + cleanLine + rest
            }
            self.files[path] = clean
        }
    }

    /// Every finding of the project for `preset`, parsed from the marker-free text.
    func check(preset name: String, settings: CheckSettings = CheckSettings(), only: Set<String>? = nil) throws -> CheckReport {
        let preset = try XCTUnwrap(Preset.named(name), "no preset \(name)")
        return CheckRunner.run(files, preset: preset, roots: ProjectRoots(module: "App"), settings: settings, only: only)
    }
}

extension ExampleProject {
    /// Checks the project for `preset` and fails unless its findings stand exactly where the markers were.
    static func assertFindingsAtMarkers(
        _ files: [String: String], preset: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let project = ExampleProject(files)
        let findings = try project.check(preset: preset).findings
        XCTAssertEqual(Set(findings.map(\.place)), project.expected, findings.map(\.rendered).joined(separator: "\n"), file: file, line: line)
    }
}

extension Finding {
    var place: ExampleProject.Place { ExampleProject.Place(file: file, line: line, column: column) }
}
