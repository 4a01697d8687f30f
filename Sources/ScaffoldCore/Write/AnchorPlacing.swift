/// Adds the anchor lines a file of the person's lacks (`AnchorPlacement`), before `MarkerRegions.merge` puts the
/// regions in front of them: only to the bytes the places were read from, and only the anchors not there yet — a
/// second feature, or a run over a file whose anchor the person added, finds it and adds nothing. The lines it
/// rewrites (`LineRewrite`) change first, the same way: only in the bytes they were read from, and not again once
/// they read as rewritten.
enum AnchorPlacing {
    static func apply(_ placements: [AnchorPlacement], rewrites: [LineRewrite] = [], to existing: [UInt8]) throws(MarkerRegions.Failure) -> [UInt8] {
        var lines = TextLines.split(existing)
        let present = Set(lines.compactMap { MarkerRegions.marker(MarkerRegions.anchorTag, in: $0) })
        let missing = placements.filter { placement in
            MarkerRegions.marker(MarkerRegions.anchorTag, in: ArraySlice(placement.text.utf8)).map { !present.contains($0) } ?? false
        }
        let pending = rewrites.filter { rewrite in
            rewrite.line < 1 || rewrite.line > lines.count || String(decoding: content(of: lines[rewrite.line - 1]), as: UTF8.self) != rewrite.new
        }
        guard !missing.isEmpty || !pending.isEmpty else { return existing }
        let hash = ContentHash.hex(existing)
        guard missing.allSatisfy({ $0.sourceHash == hash }), pending.allSatisfy({ $0.sourceHash == hash }) else { throw .changedSinceRead }
        for rewrite in pending {
            guard rewrite.line >= 1, rewrite.line <= lines.count else { throw .changedSinceRead }
            let line = lines[rewrite.line - 1]
            guard String(decoding: content(of: line), as: UTF8.self) == rewrite.old else { throw .changedSinceRead }
            lines[rewrite.line - 1] = ArraySlice(Array(rewrite.new.utf8) + line[content(of: line).endIndex...])
        }
        // From the last line up, so each line number still means the line it was read as.
        for placement in missing.sorted(by: { $0.line > $1.line }) {
            let at = min(max(placement.line - 1, 0), lines.count)
            let model = at < lines.count ? lines[at] : lines.last
            if at == lines.count, let last = lines.last, last.last != UInt8(ascii: "\n") {
                lines[lines.count - 1] = ArraySlice(Array(last) + lineEnding(of: last))
            }
            lines.insert(ArraySlice(Array(placement.text.utf8) + lineEnding(of: model)), at: at)
        }
        return lines.flatMap { $0 }
    }

    /// A line without its line ending.
    private static func content(of line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var end = line.endIndex
        while end > line.startIndex, line[end - 1] == UInt8(ascii: "\n") || line[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return line[line.startIndex..<end]
    }

    /// CRLF where the file's line at the place ends so, else LF.
    private static func lineEnding(of line: ArraySlice<UInt8>?) -> [UInt8] {
        guard let line, line.count >= 2, line[line.endIndex - 2] == UInt8(ascii: "\r") else { return [UInt8(ascii: "\n")] }
        return [UInt8(ascii: "\r"), UInt8(ascii: "\n")]
    }
}
