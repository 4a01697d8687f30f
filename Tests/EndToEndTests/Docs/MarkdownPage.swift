import Foundation

/// A page of the docs as the docs tests read it: its sections by heading, its tables, its links.
struct MarkdownPage {
    /// Relative to the repository root (`Docs/Commands.md`).
    let path: String
    let text: String

    init(_ path: String) throws {
        self.path = path
        text = try String(contentsOf: RepositoryPaths.root.appendingPathComponent(path), encoding: .utf8)
    }

    private init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    var lines: [String] { text.components(separatedBy: "\n") }

    /// Every heading's text (`## scaffold init` → `scaffold init`) outside code blocks, in order.
    var headings: [String] {
        var inCode = false
        return lines.compactMap { line in
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#") else { return nil }
            return String(line.drop(while: { $0 == "#" })).trimmingCharacters(in: .whitespaces)
        }
    }

    /// The anchors GitHub gives the headings: lower case, punctuation dropped, spaces as hyphens.
    var anchors: Set<String> {
        Set(headings.map { heading in
            String(heading.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            })
        })
    }

    /// From the heading `title` to the next heading of the same or a higher level; nil when there is none.
    func section(_ title: String) -> MarkdownPage? {
        let all = lines
        guard let start = all.firstIndex(where: { $0.hasPrefix("#") && $0.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces) == title })
        else { return nil }
        let level = all[start].prefix(while: { $0 == "#" }).count
        var end = start + 1
        var inCode = false
        while end < all.count {
            if all[end].hasPrefix("```") { inCode.toggle() }
            if !inCode, all[end].hasPrefix("#"), all[end].prefix(while: { $0 == "#" }).count <= level { break }
            end += 1
        }
        return MarkdownPage(path: path, text: all[start..<end].joined(separator: "\n"))
    }

    /// The body rows of every table, as cells (the header and the `|---|` line left out).
    var tableRows: [[String]] {
        var rows: [[String]] = []
        var previousWasTable = false
        var afterRule = false
        for line in lines {
            guard line.hasPrefix("|") else {
                previousWasTable = false
                afterRule = false
                continue
            }
            if line.hasPrefix("|---") || line.hasPrefix("| ---") {
                afterRule = true
            } else if previousWasTable && afterRule {
                rows.append(Self.cells(of: line))
            }
            previousWasTable = true
        }
        return rows
    }

    /// A table row's cells, trimmed; `\|` inside a cell is a literal bar.
    static func cells(of line: String) -> [String] {
        let marker = "\u{0}"
        let protected = line.replacingOccurrences(of: "\\|", with: marker)
        var cells = protected.split(separator: "|", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: marker, with: "|").trimmingCharacters(in: .whitespaces)
        }
        if cells.first == "" { cells.removeFirst() }
        if cells.last == "" { cells.removeLast() }
        return cells
    }

    /// The text of the code spans in `text` (`` `--root DIR` `` → `--root DIR`).
    static func codeSpans(in text: String) -> [String] {
        text.components(separatedBy: "`").enumerated().compactMap { $0.offset % 2 == 1 ? $0.element : nil }
    }

    /// Text as `--help` words it: no backticks, runs of white space as one space, no final period.
    static func plain(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "`", with: "")
            .split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        if result.hasSuffix(".") { result.removeLast() }
        return result
    }

    /// Every link target outside code (`[text](target)`), with its line number.
    var links: [(target: String, line: Int)] {
        var found: [(String, Int)] = []
        var inCode = false
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("```") { inCode.toggle() }
            if inCode { continue }
            var rest = Substring(line)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                found.append((String(after[..<close]), index + 1))
                rest = after[after.index(after: close)...]
            }
        }
        return found
    }
}
