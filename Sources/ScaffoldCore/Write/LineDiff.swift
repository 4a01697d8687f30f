/// One step of an edit script between two lists of lines (indices are 0-based).
enum LineEdit: Equatable {
    case keep(old: Int, new: Int)
    case delete(old: Int)
    case insert(new: Int)
}

/// Line-level shortest edit script (Myers' O((N+M)·D) algorithm) for dry-run diffs.
enum LineDiff {
    /// Beyond this many differing lines, the differing middle is shown as replaced whole: the diff
    /// stays correct, only less minimal, and memory stays bounded on unrelated files.
    static let maximumEditDistance = 1_000

    /// Lines are compared by value; callers intern them to integers first.
    static func edits(from old: [Int], to new: [Int]) -> [LineEdit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let middleOld = Array(old[prefix..<(old.count - suffix)])
        let middleNew = Array(new[prefix..<(new.count - suffix)])
        var script: [LineEdit] = (0..<prefix).map { .keep(old: $0, new: $0) }
        let middle = shortestEdits(middleOld, middleNew) ?? replacement(middleOld.count, middleNew.count)
        for edit in middle {
            switch edit {
            case .keep(let o, let n): script.append(.keep(old: o + prefix, new: n + prefix))
            case .delete(let o): script.append(.delete(old: o + prefix))
            case .insert(let n): script.append(.insert(new: n + prefix))
            }
        }
        for index in 0..<suffix {
            script.append(.keep(old: old.count - suffix + index, new: new.count - suffix + index))
        }
        return script
    }

    private static func replacement(_ oldCount: Int, _ newCount: Int) -> [LineEdit] {
        (0..<oldCount).map { .delete(old: $0) } + (0..<newCount).map { .insert(new: $0) }
    }

    /// Myers' forward search; each step's frontier is kept (only its live window) for the backtrack.
    private static func shortestEdits(_ a: [Int], _ b: [Int]) -> [LineEdit]? {
        let n = a.count, m = b.count
        let limit = min(n + m, maximumEditDistance)
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        for d in 0...limit {
            trace.append(Array(frontier[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                let down = k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])
                var x = down ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n, y >= m { return backtrack(trace, n: n, m: m) }
            }
        }
        return nil
    }

    private static func backtrack(_ trace: [[Int]], n: Int, m: Int) -> [LineEdit] {
        var x = n, y = m
        var reversed: [LineEdit] = []
        for d in stride(from: trace.count - 1, through: 1, by: -1) {
            let window = trace[d]
            let k = x - y
            let down = k == -d || (k != d && window[k - 1 + d] < window[k + 1 + d])
            let previousK = down ? k + 1 : k - 1
            let previousX = window[previousK + d]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                reversed.append(.keep(old: x - 1, new: y - 1))
                x -= 1
                y -= 1
            }
            reversed.append(down ? .insert(new: previousY) : .delete(old: previousX))
            x = previousX
            y = previousY
        }
        while x > 0, y > 0 {
            reversed.append(.keep(old: x - 1, new: y - 1))
            x -= 1
            y -= 1
        }
        return reversed.reversed()
    }
}
