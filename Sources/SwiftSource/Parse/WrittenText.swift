@_spi(RawSyntax) import SwiftSyntax

/// Source text of syntax nodes as written, on one line: comments, line breaks and runs of spaces inside a
/// node become single spaces, so a type split over lines still reads as one declaration in a mock.
///
/// Reads the raw tree (SwiftSyntax's `RawSyntax` SPI): a typed `Syntax` node allocates its children's data
/// the first time they are visited and retains the tree for every node handed around, which made reading a
/// protocol cost half as much as parsing it. Raw nodes are plain views, and every token's text points into the
/// parser's copy of the source, so a node's text is one slice of it. Valid while the tree is.
struct WrittenText {
    /// The parser's copy of the whole file.
    let source: UnsafeBufferPointer<UInt8>

    init(_ tree: SourceFileSyntax) {
        // The file starts with the first token's leading trivia.
        let whole = tree.raw
        if let first = Self.firstToken(whole, viewMode: .all), let text = first.rawText.baseAddress {
            source = UnsafeBufferPointer(start: text - first.leadingTriviaByteLength, count: whole.byteLength)
        } else {
            source = UnsafeBufferPointer(start: nil, count: 0)
        }
    }

    /// `skipping` leaves out a leading token (`inout` in front of a parameter type).
    func written(_ node: some RawSyntaxNodeProtocol, skipping skipped: RawTokenSyntax? = nil) -> String {
        let raw = node.raw
        guard let first = Self.firstToken(raw), let last = Self.lastToken(raw) else { return "" }
        // A node inside a string or regex literal may start or end with literal text, spaces and all.
        guard !Self.mayHoldSpaces(first), !Self.mayHoldSpaces(last) else { return tokenByToken(raw, skipping: skipped) }
        let firstText = first.rawText, lastText = last.rawText
        guard let start = offset(of: firstText.baseAddress), let lastStart = offset(of: lastText.baseAddress),
              // Tokens that are not one run of the parser's copy (a tree built by hand) are read one by one.
              lastStart + lastText.count - start == raw.byteLength - first.leadingTriviaByteLength - last.trailingTriviaByteLength
        else { return tokenByToken(raw, skipping: skipped) }
        var from = start
        if let skipped {
            guard skipped.tokenText.baseAddress == firstText.baseAddress else { return tokenByToken(raw, skipping: skipped) }
            from += firstText.count
            while from < lastStart && Self.isSpace(source[from]) { from += 1 }
        }
        return collapsed(from..<(lastStart + lastText.count)) ?? tokenByToken(raw, skipping: skipped)
    }

    /// `@MainActor`, `@available(iOS 17, *)`: every attribute of a list, each on its own.
    func attributes(_ list: RawAttributeListSyntax) -> [String] {
        list.layoutView.children.compactMap { $0.map { written($0) } }
    }

    /// `#if os(iOS)`, `#else`: a clause's keyword and condition as written.
    func directive(_ clause: RawIfConfigClauseSyntax) -> String {
        String(syntaxText: clause.poundKeyword.tokenText) + (clause.condition.map { " " + written($0) } ?? "")
    }

    /// Where a token's leading trivia is in the source; nil for a token that is not in it.
    func leadingTrivia(of token: RawSyntaxTokenView) -> Range<Int>? {
        guard let end = offset(of: token.rawText.baseAddress), end >= token.leadingTriviaByteLength else { return nil }
        return (end - token.leadingTriviaByteLength)..<end
    }

    /// Where a node's first token's text starts in the source (after its leading trivia); nil when it is not in it.
    func start(of node: RawSyntax) -> Int? {
        Self.firstToken(node).flatMap { offset(of: $0.rawText.baseAddress) }
    }

    /// Whether `needle` occurs in `range` of the source.
    func contains(_ needle: [UInt8], in range: Range<Int>) -> Bool {
        SourceText.contains(needle, in: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: source[range])))
    }

    private func offset(of pointer: UnsafePointer<UInt8>?) -> Int? {
        guard let pointer, let base = source.baseAddress, pointer >= base, pointer <= base + source.count else { return nil }
        return pointer - base
    }

    /// The bytes of `range` with every run of white space made one space, or nil when the range may hold
    /// anything but tokens and white space: a comment, a string, regex or raw identifier (whose text may hold
    /// spaces), a `#` directive, a conflict marker, a control or non-ASCII byte. Where it answers, and the range
    /// neither starts nor ends inside a literal, a token's text never holds white space and trivia is nothing
    /// else, so this is exactly what `tokenByToken` builds.
    private func collapsed(_ range: Range<Int>) -> String? {
        guard !range.isEmpty else { return nil }
        var safe = true
        let text = String(unsafeUninitializedCapacity: range.count) { buffer in
            var count = 0
            var previous: UInt8 = 0
            for index in range {
                let byte = source[index]
                if Self.isSpace(byte) {
                    if !Self.isSpace(previous) {
                        buffer[count] = 0x20
                        count += 1
                    }
                } else if Self.isPlainTokenByte(byte) {
                    // `<<<<<<<` or `>>>>` at the start of a line may open a conflict marker, which is trivia.
                    if (byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">"))
                        && (previous == UInt8(ascii: "\n") || previous == UInt8(ascii: "\r")) {
                        safe = false
                        return 0
                    }
                    buffer[count] = byte
                    count += 1
                } else {
                    safe = false
                    return 0
                }
                previous = byte
            }
            return count
        }
        return safe ? text : nil
    }

    /// The general case: token texts joined by one space wherever trivia separates them.
    func tokenByToken(_ node: RawSyntax, skipping skipped: RawTokenSyntax? = nil) -> String {
        var text = ""
        var pendingSpace = false
        Self.forEachToken(in: node) { token in
            if let skipped, token.rawText.baseAddress == skipped.tokenText.baseAddress, token.rawText.count == skipped.tokenText.count {
                return
            }
            // Trivia between tokens is whitespace or comments; its length alone says whether there was a gap.
            if !text.isEmpty && (pendingSpace || token.leadingTriviaByteLength > 0) { text += " " }
            text += String(syntaxText: token.rawText)
            pendingSpace = token.trailingTriviaByteLength > 0
        }
        return text
    }

    /// The present tokens of `node` in source order, as `tokens(viewMode: .sourceAccurate)` lists them.
    static func forEachToken(in node: RawSyntax, _ body: (RawSyntaxTokenView) -> Void) {
        if let token = node.tokenView {
            if token.presence == .present { body(token) }
            return
        }
        guard let children = node.layoutView?.children else { return }
        for child in children {
            if let child { forEachToken(in: child, body) }
        }
    }

    static func firstToken(_ node: RawSyntax, viewMode: SyntaxTreeViewMode = .sourceAccurate) -> RawSyntaxTokenView? {
        if let token = node.tokenView { return viewMode.shouldTraverse(node: node) ? token : nil }
        guard let children = node.layoutView?.children else { return nil }
        for child in children {
            if let child, let token = firstToken(child, viewMode: viewMode) { return token }
        }
        return nil
    }

    private static func lastToken(_ node: RawSyntax) -> RawSyntaxTokenView? {
        if let token = node.tokenView { return token.presence == .present ? token : nil }
        guard let children = node.layoutView?.children else { return nil }
        for child in children.reversed() {
            if let child, let token = lastToken(child) { return token }
        }
        return nil
    }

    private static func mayHoldSpaces(_ token: RawSyntaxTokenView) -> Bool {
        token.rawKind == .stringSegment || token.rawKind == .regexLiteralPattern
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// Printable ASCII that cannot start a comment, string, raw identifier or `#` directive: such bytes only
    /// ever form tokens (names, keywords, numbers, punctuation, operators) whose text has no white space.
    private static func isPlainTokenByte(_ byte: UInt8) -> Bool {
        guard byte > 0x20 && byte < 0x7F else { return false }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "'"), UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "`"):
            return false
        default:
            return true
        }
    }
}
