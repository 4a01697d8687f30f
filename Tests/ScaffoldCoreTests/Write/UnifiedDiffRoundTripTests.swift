import ScaffoldCore
import XCTest

/// Property check: applying the produced diff to the old text must give the new text, for many
/// seeded random edits and for inputs too different for the minimal search.
final class UnifiedDiffRoundTripTests: XCTestCase {
    /// Deterministic generator so a failure reproduces.
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    func testRandomEditsRoundTrip() throws {
        var random = SeededGenerator(state: 42)
        for round in 0..<300 {
            // A tiny alphabet makes many equal lines, the hard case for choosing matches.
            let old = (0..<Int.random(in: 0...30, using: &random)).map { _ in "l\(Int.random(in: 0..<6, using: &random))" }
            var new = old
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let index = Int.random(in: 0...new.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: new.insert("n\(round)", at: index)
                case 1 where index < new.count: new.remove(at: index)
                default: if index < new.count { new[index] = "c\(round)" }
                }
            }
            try assertRoundTrip(old, new)
        }
    }

    func testUnrelatedLargeInputsFallBackToAWholeReplacement() throws {
        let old = (0..<600).map { "old \($0)" }, new = (0..<600).map { "new \($0)" }
        let diff = try assertRoundTrip(["same"] + old + ["end"], ["same"] + new + ["end"])
        XCTAssertEqual(diff.split(separator: "\n").filter { $0.hasPrefix("-old") }.count, 600)
        XCTAssertEqual(diff.split(separator: "\n").filter { $0.hasPrefix("@@") }.count, 1)
    }

    @discardableResult
    private func assertRoundTrip(_ old: [String], _ new: [String], line: UInt = #line) throws -> String {
        let oldText = old.map { $0 + "\n" }.joined(), newText = new.map { $0 + "\n" }.joined()
        guard let diff = UnifiedDiff.make(old: oldText, new: newText, path: "f") else {
            XCTAssertEqual(oldText, newText, line: line)
            return ""
        }
        XCTAssertEqual(try apply(diff, to: old), new, "\(old) → \(new)\n\(diff)", line: line)
        return diff
    }

    /// A strict patch: context and removed lines must match the old text exactly where the header says.
    private func apply(_ diff: String, to old: [String]) throws -> [String] {
        var lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.removeFirst(), "--- a/f")
        XCTAssertEqual(lines.removeFirst(), "+++ b/f")
        XCTAssertEqual(lines.removeLast(), "")
        var result: [String] = [], cursor = 0
        for line in lines {
            if line.hasPrefix("@@ -") {
                let range = line.dropFirst(4).prefix { $0 != " " }.split(separator: ",")
                let start = try XCTUnwrap(Int(range[0])), count = range.count > 1 ? try XCTUnwrap(Int(range[1])) : 1
                let target = count == 0 ? start : start - 1
                XCTAssertGreaterThanOrEqual(target, cursor, "hunks overlap or go backwards")
                result += old[cursor..<target]
                cursor = target
                continue
            }
            let text = String(line.dropFirst())
            switch line.first {
            case " ", "-":
                XCTAssertEqual(old[cursor], text)
                if line.first == " " { result.append(text) }
                cursor += 1
            case "+": result.append(text)
            default: XCTFail("unexpected diff line \(line)")
            }
        }
        return result + old[cursor...]
    }
}
