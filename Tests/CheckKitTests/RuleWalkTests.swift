import Foundation
import XCTest

/// The rules of a file run in one walk (`RuleWalk`), which hands a rule only the node kinds it overrides itself: a
/// rule overriding a kind the walk does not hand over would silently see none of those nodes.
final class RuleWalkTests: XCTestCase {
    private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/CheckKit")

    /// The node kinds a file's `visit(_ node: …)` and `visitPost(_ node: …)` overrides name.
    private func visitedKinds(in file: URL) throws -> Set<String> {
        let text = try String(contentsOf: file, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"func visit(?:Post)?\(_ node: ([A-Za-z]+Syntax)\)"#)
        let range = NSRange(text.startIndex..., in: text)
        return Set(pattern.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        })
    }

    func testTheWalkHandsOverEveryNodeKindARuleVisits() throws {
        let rules = Self.sources.appendingPathComponent("Rules")
        var files = try FileManager.default.contentsOfDirectory(at: rules, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix("Rule.swift") }
        files.append(rules.appendingPathComponent("Support/RuleVisitor.swift"))
        XCTAssertGreaterThan(files.count, 10)
        XCTAssertGreaterThan(try visitedKinds(in: rules.appendingPathComponent("Support/RuleVisitor.swift")).count, 10)
        let walk = try visitedKinds(in: Self.sources.appendingPathComponent("Run/RuleWalk.swift"))
        for file in files {
            let missing = try visitedKinds(in: file).subtracting(walk)
            XCTAssertEqual(missing, [], "\(file.lastPathComponent) visits node kinds RuleWalk does not hand over: add them to RuleWalk")
        }
    }
}
