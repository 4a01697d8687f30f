/// Byte-level readings of type spellings for the renderer's hot paths. In ASCII text without a carriage
/// return, every byte is exactly one `Character`, so a walk over the bytes decides what a walk over the
/// characters decides, without grapheme breaking or Unicode property lookups. Other text (non-ASCII names,
/// `\r\n`, which is one `Character` but two bytes) keeps the `Character` walks in `TypeTextCharacters`.
enum ASCIIText {
    /// Runs `body` over the bytes of `text` when it is such plain ASCII; nil otherwise.
    @inline(__always)
    static func withPlainBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let outcome = text.utf8.withContiguousStorageIfAvailable { bytes -> Result? in
            for byte in bytes where byte >= 0x80 || byte == 0x0D { return nil }
            return body(bytes)
        }
        return outcome ?? nil
    }

    /// The byte of a one-byte ASCII character; nil for others, and for `\r\n`, whose `asciiValue` is `\n`.
    static func byte(of character: Character) -> UInt8? {
        character.utf8.count == 1 ? character.asciiValue : nil
    }

    static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Whether `text` has the byte; a loop over its bytes in place, where `utf8.contains` steps an iterator.
    static func contains(_ text: String, _ byte: UInt8) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? text.utf8.contains(byte)
    }

    /// Whether every byte of `text` is ASCII.
    static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { $0 >= 0x80 } } ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// `Character.isWhitespace` for ASCII: space, tab, line feed, vertical tab, form feed, carriage return.
    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    /// Letters, digits and `_`: what `TypeText` counts as part of an identifier.
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == 0x5F
    }

    /// `range` without leading and trailing whitespace.
    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper && isSpace(bytes[lower]) { lower += 1 }
        while upper > lower && isSpace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        return hasPrefix(bytes, range, word)
    }

    static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ word: StaticString) -> Bool {
        guard range.count >= word.utf8CodeUnitCount else { return false }
        let start = word.utf8Start
        for offset in 0..<word.utf8CodeUnitCount where bytes[range.lowerBound + offset] != start[offset] { return false }
        return true
    }

    /// Whether the bytes in `range` spell `text`, without making a string of them.
    static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, text: String) -> Bool {
        let utf8 = text.utf8
        guard utf8.count == range.count else { return false }
        return utf8.withContiguousStorageIfAvailable { other in
            for offset in 0..<other.count where bytes[range.lowerBound + offset] != other[offset] { return false }
            return true
        } ?? utf8.elementsEqual(bytes[range])
    }

    /// The nesting walk of `TypeText`: `body(index, depth)` for each byte with the depth outside it, where
    /// `()`, `[]` and `<>` nest and the `>` of `->` does not. Returning true from `body` stops the walk.
    @inline(__always)
    static func walk(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ body: (Int, Int) -> Bool) {
        var depth = 0
        var previous: UInt8 = 0x20
        for index in range {
            let byte = bytes[index]
            if byte == 0x29 || byte == 0x5D || (byte == 0x3E && previous != 0x2D) { depth -= 1 }
            if body(index, depth) { return }
            if byte == 0x28 || byte == 0x5B || byte == 0x3C { depth += 1 }
            previous = byte
        }
    }

    /// Whether `separator` occurs in `range` outside any nesting.
    static func containsTopLevel(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ separator: UInt8) -> Bool {
        var found = false
        walk(bytes, range) { index, depth in
            found = depth == 0 && bytes[index] == separator
            return found
        }
        return found
    }

    /// Whether `range` has a top-level `->`.
    static func containsTopLevelArrow(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var found = false
        walk(bytes, range) { index, depth in
            found = depth == 0 && bytes[index] == 0x3E && index > range.lowerBound && bytes[index - 1] == 0x2D
            return found
        }
        return found
    }
}
