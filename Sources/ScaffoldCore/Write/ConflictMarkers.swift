/// Where a file holds conflict markers: `<<<<<<<` to `>>>>>>>` at the start of a line, as `git merge-file` writes
/// them (and as every merge tool and editor reads them). Used on what a merge wrote, to list the conflicts, and on a
/// file about to be merged, where markers still there mean a person has not resolved an earlier run's conflicts.
public enum ConflictMarkers {
    static let open = Array("<<<<<<<".utf8)
    static let close = Array(">>>>>>>".utf8)

    /// Each conflict's lines, `<<<<<<<` to `>>>>>>>`; an opening marker never closed runs to the last line.
    public static func regions(in bytes: some Collection<UInt8>) -> [LineRange] {
        var regions: [LineRange] = []
        var opened: Int?
        var number = 0
        var lineStart = bytes.startIndex
        var index = bytes.startIndex
        func lineEnds(at end: some Collection<UInt8>) {
            number += 1
            if opened == nil, isMarker(open, end) {
                opened = number
            } else if let first = opened, isMarker(close, end) {
                regions.append(LineRange(first: first, last: number))
                opened = nil
            }
        }
        while index != bytes.endIndex {
            if bytes[index] == UInt8(ascii: "\n") {
                lineEnds(at: bytes[lineStart..<index])
                lineStart = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if lineStart != bytes.endIndex { lineEnds(at: bytes[lineStart..<bytes.endIndex]) }
        if let first = opened { regions.append(LineRange(first: first, last: max(first, number))) }
        return regions
    }

    /// A marker is seven of its character at the start of the line, then a space (and a label) or the line's end.
    private static func isMarker(_ marker: [UInt8], _ line: some Collection<UInt8>) -> Bool {
        guard line.starts(with: marker) else { return false }
        let rest = line.dropFirst(marker.count)
        return rest.first.map { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") } ?? true
    }
}
