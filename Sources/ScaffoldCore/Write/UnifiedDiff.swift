/// One step of an edit script between two lists of lines (indices are 0-based).
enum LineEdit: Equatable {
    case keep(old: Int, new: Int)
    case delete(old: Int)
    case insert(new: Int)

    /// Beyond this many lines that only one side holds, every line is shown as replaced: the standard
    /// library's search keeps memory growing with the square of the differences, and the diff stays correct.
    static let maximumDifferingLines = 2_000

    /// The standard library's `CollectionDifference` as a script that walks both lists in order,
    /// a change's deletions before its insertions.
    static func script(from old: [Int], to new: [Int]) -> [LineEdit] {
        var removed = Set<Int>(), inserted = Set<Int>()
        if differingLines(old, new) > maximumDifferingLines {
            // Lines both ends share stay context; everything between is replaced.
            var prefix = 0, suffix = 0
            while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
            while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
            removed = Set(prefix..<(old.count - suffix))
            inserted = Set(prefix..<(new.count - suffix))
        } else {
            for change in new.difference(from: old) {
                switch change {
                case .remove(let offset, _, _): removed.insert(offset)
                case .insert(let offset, _, _): inserted.insert(offset)
                }
            }
        }
        var script: [LineEdit] = []
        var o = 0, n = 0
        while o < old.count || n < new.count {
            if o < old.count, removed.contains(o) {
                script.append(.delete(old: o))
                o += 1
            } else if n < new.count, inserted.contains(n) {
                script.append(.insert(new: n))
                n += 1
            } else {
                script.append(.keep(old: o, new: n))
                o += 1
                n += 1
            }
        }
        return script
    }

    /// Lines one side holds more often than the other: a lower bound of the edit distance, found in linear time.
    private static func differingLines(_ old: [Int], _ new: [Int]) -> Int {
        var balance: [Int: Int] = [:]
        for line in old { balance[line, default: 0] += 1 }
        for line in new { balance[line, default: 0] -= 1 }
        return balance.values.reduce(0) { $0 + abs($1) }
    }
}

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
        let edits = LineEdit.script(from: oldLines.map(intern), to: newLines.map(intern))
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
