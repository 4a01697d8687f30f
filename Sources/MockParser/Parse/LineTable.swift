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
        var index = 0
        while index < bytes.count {
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
