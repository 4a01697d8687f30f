/// Line and column of UTF-8 offsets in one source text, as SwiftSyntax's `SourceLocationConverter` reports
/// them (line breaks `\n`, `\r` and `\r\n`; columns in UTF-8 bytes, both from 1). Built from the text in one
/// byte scan, where the converter walks the whole syntax tree: a file's few declarations need no more.
struct LineTable {
    /// Offsets just after each line break, ascending.
    private var lineEnds: [Int] = []

    init(_ source: String) {
        var source = source
        self = source.withUTF8 { LineTable($0) }
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        lineEnds.reserveCapacity(bytes.count / 32)
        let raw = UnsafeRawBufferPointer(bytes)
        var index = 0
        while index < bytes.count {
            // Most of a line is skipped a word at a time: only words holding a `\n` or `\r` are looked into.
            if index + 8 <= bytes.count, !Self.holdsLineBreak(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                index += 8
                continue
            }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\r") {
                if index < bytes.count && bytes[index] == UInt8(ascii: "\n") { index += 1 }
                lineEnds.append(index)
            } else if byte == UInt8(ascii: "\n") {
                lineEnds.append(index)
            }
        }
    }

    /// Whether any byte of `word` is `\n` or `\r` (the classic test for a zero byte, after XOR with each).
    private static func holdsLineBreak(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let newlines = word ^ (ones &* 0x0A), returns = word ^ (ones &* 0x0D)
        return ((newlines &- ones) & ~newlines | (returns &- ones) & ~returns) & highs != 0
    }

    func location(ofUTF8Offset offset: Int) -> (line: Int, column: Int) {
        // The number of line ends at or before the offset is the 0-based line.
        var low = 0, high = lineEnds.count
        while low < high {
            let middle = (low + high) / 2
            if lineEnds[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return (low + 1, offset - (low == 0 ? 0 : lineEnds[low - 1]) + 1)
    }
}
