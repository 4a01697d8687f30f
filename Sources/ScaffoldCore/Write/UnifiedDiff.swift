/// Unified diffs (`--- a/path`, `+++ b/path`, `@@` hunks with 3 lines of context) for dry runs.
public enum UnifiedDiff {
    public static let contextLines = 3

    /// The diff turning `old` into `new`, or nil when they are byte-for-byte equal.
    public static func make(old: String, new: String, path: String) -> String? {
        let oldBytes = Array(old.utf8), newBytes = Array(new.utf8)
        guard oldBytes != newBytes else { return nil }
        let oldLines = TextLines.split(oldBytes), newLines = TextLines.split(newBytes)
        // Interning by bytes (not String ==) keeps canonically-equivalent but different lines apart.
        var ids: [ArraySlice<UInt8>: Int] = [:]
        func intern(_ line: ArraySlice<UInt8>) -> Int {
            if let id = ids[line] { return id }
            ids[line] = ids.count
            return ids.count - 1
        }
        let edits = LineDiff.edits(from: oldLines.map(intern), to: newLines.map(intern))
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks(in: edits) {
            output += render(edits[hunk], oldLines: oldLines, newLines: newLines)
        }
        return output
    }

    /// Ranges of `edits` to print: each change with its context, merged when contexts touch.
    private static func hunks(in edits: [LineEdit]) -> [ClosedRange<Int>] {
        let changes = edits.indices.filter { if case .keep = edits[$0] { false } else { true } }
        var result: [ClosedRange<Int>] = []
        for change in changes {
            let low = max(change - contextLines, 0), high = min(change + contextLines, edits.count - 1)
            if let last = result.last, low <= last.upperBound + 1 {
                result[result.count - 1] = last.lowerBound...high
            } else {
                result.append(low...high)
            }
        }
        return result
    }

    private static func render(
        _ hunk: ArraySlice<LineEdit>, oldLines: [ArraySlice<UInt8>], newLines: [ArraySlice<UInt8>]
    ) -> String {
        var oldStart: Int?, newStart: Int?
        var oldCount = 0, newCount = 0
        var body = ""
        for edit in hunk {
            switch edit {
            case .keep(let o, let n):
                oldStart = oldStart ?? o
                newStart = newStart ?? n
                oldCount += 1
                newCount += 1
                body += line(" ", oldLines[o])
            case .delete(let o):
                oldStart = oldStart ?? o
                oldCount += 1
                body += line("-", oldLines[o])
            case .insert(let n):
                newStart = newStart ?? n
                newCount += 1
                body += line("+", newLines[n])
            }
        }
        return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n" + body
    }

    /// GNU range syntax: `start,count`, or `start` alone for one line. Context reaches every hunk
    /// into a side's lines unless that side is empty, so a side without lines is always `0,0`.
    private static func range(_ start: Int?, _ count: Int) -> String {
        guard let start else { return "0,0" }
        return count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    private static func line(_ marker: Character, _ bytes: ArraySlice<UInt8>) -> String {
        if bytes.last == UInt8(ascii: "\n") {
            return String(marker) + String(decoding: bytes, as: UTF8.self)
        }
        return String(marker) + String(decoding: bytes, as: UTF8.self) + "\n\\ No newline at end of file\n"
    }
}

/// Splits text into lines that keep their `\n`, so a missing final newline is a difference too.
enum TextLines {
    static func split(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.endIndex { lines.append(bytes[start...]) }
        return lines
    }
}
