/// A mock's text as it is written: one UTF-8 buffer, four spaces of indentation per level, and the
/// blank lines that keep it readable. Renderers add each line's pieces straight to the buffer, so no
/// line becomes a string of its own, is copied once per indentation level, or is joined at the end.
///
/// The buffer is its own: appending a piece is a capacity check and a copy, where an array's append of a
/// buffer costs several times that, and a mock is thousands of pieces. Not copyable, so it is freed once.
struct CodeWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Bytes written so far.
    private(set) var count = 0
    private(set) var lineCount = 0
    private var depth = 0
    /// Whether the current line has text (and so its indentation) yet.
    private var lineHasText = false

    init(capacity: Int = 0) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The text so far; every line ends with a newline.
    var text: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

    /// Appends fixed text to the current line; the first text of a line brings its indentation, so an
    /// empty line stays empty.
    ///
    /// Literals take this overload (the `String` ones are disfavored): a static string is read in place,
    /// where reading a `String` costs several times the copy itself, and most pieces are literals.
    @inline(__always)
    mutating func add(_ piece: StaticString) {
        piece.withUTF8Buffer { add(utf8: $0) }
    }

    @inline(__always)
    mutating func line(_ piece: StaticString) {
        add(piece)
        endLine()
    }

    /// Appends text worked out at run time.
    @_disfavoredOverload @inline(__always)
    mutating func add(_ piece: borrowing String) {
        // `withCString` hands over a native string's own storage (a small string's, copied to the stack):
        // all of its UTF-8, embedded NULs included, then a NUL. It measured a third the cost of
        // `utf8.withContiguousStorageIfAvailable`, which counts a reference for each piece.
        let length = piece.utf8.count
        piece.withCString { text in
            text.withMemoryRebound(to: UInt8.self, capacity: length) { add(utf8: UnsafeBufferPointer(start: $0, count: length)) }
        }
    }

    /// A part of a string, such as a type without its last character.
    @_disfavoredOverload
    mutating func add(_ piece: Substring) {
        let added: Void? = piece.utf8.withContiguousStorageIfAvailable { add(utf8: $0) }
        if added == nil { add(utf8: Array(piece.utf8)) }
    }

    @inline(__always)
    mutating func add(utf8: UnsafeBufferPointer<UInt8>) {
        guard let source = utf8.baseAddress, !utf8.isEmpty else { return }
        if !lineHasText { startLine() }
        reserve(utf8.count)
        (base + count).initialize(from: source, count: utf8.count)
        count += utf8.count
    }

    private mutating func add(utf8: [UInt8]) {
        utf8.withUnsafeBufferPointer { add(utf8: $0) }
    }

    private mutating func startLine() {
        lineHasText = true
        let width = depth * 4
        reserve(width)
        (base + count).initialize(repeating: UInt8(ascii: " "), count: width)
        count += width
    }

    /// Room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        capacity = max(needed, capacity * 2)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.initialize(from: base, count: count)
        base.deallocate()
        base = grown
    }

    private mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    mutating func endLine() {
        append(UInt8(ascii: "\n"))
        lineCount += 1
        lineHasText = false
    }

    @_disfavoredOverload
    mutating func line(_ piece: String) {
        add(piece)
        endLine()
    }

    mutating func line(_ first: String, _ second: String, _ third: String = "", _ fourth: String = "", _ fifth: String = "") {
        add(first, second, third, fourth, fifth)
        endLine()
    }

    mutating func add(_ first: String, _ second: String, _ third: String = "", _ fourth: String = "", _ fifth: String = "") {
        add(first)
        add(second)
        add(third)
        add(fourth)
        add(fifth)
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

    var mark: Mark { Mark(offset: count, lineCount: lineCount) }

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
        section(&hasSections) { $0.lines(lines) }
    }

    /// What `body` writes as one section; nothing, when it writes nothing.
    mutating func section(_ hasSections: inout Bool, _ body: (inout CodeWriter) -> Void) {
        let start = mark
        body(&self)
        endSection(from: start, hasSections: &hasSections)
    }

    // Whether a blank line belongs before a piece is known only once the piece is written; pieces are a
    // few lines, so moving them by one byte costs less than building them apart.
    private mutating func insertBlankLine(at start: Mark) {
        append(0)
        // Overlapping ranges: `update` copies as `memmove` does.
        (base + start.offset + 1).update(from: base + start.offset, count: count - 1 - start.offset)
        base[start.offset] = UInt8(ascii: "\n")
        lineCount += 1
    }
}
