/// A mock's text as it is written: one UTF-8 buffer, four spaces of indentation per level, and the
/// blank lines that keep it readable. Renderers add each line's pieces straight to the buffer, so no
/// line becomes a string of its own, is copied once per indentation level, or is joined at the end.
struct CodeWriter {
    private(set) var bytes: [UInt8] = []
    private(set) var lineCount = 0
    private var depth = 0
    /// Whether the current line has text (and so its indentation) yet.
    private var lineHasText = false

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The text so far; every line ends with a newline.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends to the current line; the first text of a line brings its indentation, so an empty line
    /// stays empty.
    mutating func add(_ piece: String) {
        var piece = piece
        piece.withUTF8 { utf8 in
            guard !utf8.isEmpty else { return }
            if !lineHasText {
                bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 4))
                lineHasText = true
            }
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func endLine() {
        bytes.append(UInt8(ascii: "\n"))
        lineCount += 1
        lineHasText = false
    }

    mutating func line(_ piece: String) {
        add(piece)
        endLine()
    }

    mutating func line(_ first: String, _ second: String, _ third: String = "", _ fourth: String = "", _ fifth: String = "") {
        add(first)
        add(second)
        add(third)
        add(fourth)
        add(fifth)
        endLine()
    }

    mutating func lines(_ lines: [String]) {
        for text in lines { line(text) }
    }

    mutating func indent() { depth += 1 }
    mutating func dedent() { depth -= 1 }
}

extension CodeWriter {
    /// Where a block or section began.
    struct Mark {
        fileprivate let offset: Int
        fileprivate let lineCount: Int
    }

    var mark: Mark { Mark(offset: bytes.count, lineCount: lineCount) }

    /// Ends a declaration begun at `start` among others: one-line declarations stay together, a multi-line
    /// one is set apart by blank lines. `previousLines` is the length of the last non-empty one (0 for none).
    mutating func endBlock(from start: Mark, previousLines: inout Int) {
        let count = lineCount - start.lineCount
        guard count > 0 else { return }
        if previousLines > 0 && (previousLines > 1 || count > 1) { insertBlankLine(at: start) }
        previousLines = count
    }

    /// Ends a section begun at `start`: sections are always separated by one blank line.
    mutating func endSection(from start: Mark, hasSections: inout Bool) {
        guard lineCount > start.lineCount else { return }
        if hasSections { insertBlankLine(at: start) }
        hasSections = true
    }

    /// Fixed lines as one section.
    mutating func section(_ lines: [String], _ hasSections: inout Bool) {
        let start = mark
        self.lines(lines)
        endSection(from: start, hasSections: &hasSections)
    }

    // Whether a blank line belongs before a piece is known only once the piece is written; pieces are a
    // few lines, so moving them by one byte costs less than building them apart.
    private mutating func insertBlankLine(at start: Mark) {
        bytes.insert(UInt8(ascii: "\n"), at: start.offset)
        lineCount += 1
    }
}
