import Foundation

/// Merges generated text into a file a person owns: only the lines between
/// `// scaffold:begin <id>` and `// scaffold:end <id>` are scaffold's; everything else is kept.
///
/// A region the file does not have yet is added, markers included, just before the anchor line
/// `// scaffold:insert <anchor>` that follows it in the generated text (with the lines between the
/// region's end and that anchor, typically one blank line) — so a second feature lands beside the first.
/// A region takes the indentation the file gives its markers or anchor (tabs, two spaces), not the template's.
public enum MarkerRegions {
    public static let beginTag = "// scaffold:begin"
    public static let endTag = "// scaffold:end"
    public static let anchorTag = "// scaffold:insert"

    /// Why a merge could not be done; becomes the note of a `conflict`.
    enum Failure: Error, Equatable {
        case missingMarkers(ids: [String])
        /// The region is missing and so is the anchor it would be inserted before.
        case missingAnchor(ids: [String], anchor: String)
        case unterminatedRegion(id: String)
        case notText
        /// The file changed between reading where its anchors go and writing them (`AnchorPlacement.sourceHash`).
        case changedSinceRead

        var note: String {
            switch self {
            case .missingMarkers(let ids):
                let list = ids.map { "`\(MarkerRegions.beginTag) \($0)` … `\(MarkerRegions.endTag) \($0)`" }
                return "markers missing: \(list.joined(separator: ", ")); restore them so scaffold can insert its code"
            case .missingAnchor(let ids, let anchor):
                let list = ids.map { "`\(MarkerRegions.beginTag) \($0)`" }.joined(separator: ", ")
                return "\(list) not found and no `\(MarkerRegions.anchorTag) \(anchor)` line to add it before; "
                    + "put that line where scaffold should add new code (inside the type), or restore the markers"
            case .unterminatedRegion(let id):
                return "the generated text opens region `\(id)` without closing it; check the template"
            case .notText:
                return "the file is not UTF-8 text, so its markers cannot be found"
            case .changedSinceRead:
                return "the file changed while scaffold was reading where its anchors go; run the command again"
            }
        }
    }

    /// One region of the generated text.
    struct Region {
        var id: String
        /// The lines between the markers.
        var body: [ArraySlice<UInt8>]
        /// The region with its markers and the lines up to the anchor, for a file that lacks it.
        var insertion: [ArraySlice<UInt8>]
        /// The id of the first anchor after the region, if any.
        var anchor: String?
        /// The leading whitespace of the region's begin marker and of its anchor in the generated text.
        var beginIndent: ArraySlice<UInt8>
        var anchorIndent: ArraySlice<UInt8>
    }

    /// The existing file with every region of `generated` copied in (replaced, or inserted before its anchor).
    static func merge(generated: [UInt8], into existing: [UInt8]) throws(Failure) -> [UInt8] {
        guard String(bytes: existing, encoding: .utf8) != nil else { throw .notText }
        let regions = try Self.regions(in: TextLines.split(generated))
        var lines = TextLines.split(existing)
        var missing: [String] = []
        var unanchored: [(id: String, anchor: String)] = []
        for region in regions {
            if let begin = lines.firstIndex(where: { marker(beginTag, in: $0) == region.id }),
                let end = lines[(begin + 1)...].firstIndex(where: { marker(endTag, in: $0) == region.id })
            {
                let body = reindented(region.body, from: region.beginIndent, to: indentation(of: lines[begin]))
                lines.replaceSubrange((begin + 1)..<end, with: body)
            } else if let anchor = region.anchor {
                guard let at = lines.firstIndex(where: { marker(anchorTag, in: $0) == anchor }) else {
                    unanchored.append((region.id, anchor))
                    continue
                }
                let insertion = reindented(region.insertion, from: region.anchorIndent, to: indentation(of: lines[at]))
                lines.insert(contentsOf: insertion.map { withLineEnding(of: lines[at], $0) }, at: at)
            } else {
                missing.append(region.id)
            }
        }
        if let first = unanchored.first { throw .missingAnchor(ids: unanchored.map(\.id), anchor: first.anchor) }
        if !missing.isEmpty { throw .missingMarkers(ids: missing) }
        return lines.flatMap { $0 }
    }

    /// Each region in order; a repeated id counts once.
    private static func regions(in lines: [ArraySlice<UInt8>]) throws(Failure) -> [Region] {
        var result: [Region] = []
        var index = 0
        while index < lines.count {
            guard let id = marker(beginTag, in: lines[index]) else {
                index += 1
                continue
            }
            guard let end = lines[(index + 1)...].firstIndex(where: { marker(endTag, in: $0) == id }) else {
                throw .unterminatedRegion(id: id)
            }
            if !result.contains(where: { $0.id == id }) {
                // Only blank lines and other regions (of features rendered together) may separate a region from its
                // anchor; other text belongs to the file, not the region. The insertion is the region and its own
                // blank lines.
                let own = firstNonBlank(in: lines, after: end)
                var next = own
                while next < lines.count, let other = marker(beginTag, in: lines[next]),
                      let otherEnd = lines[(next + 1)...].firstIndex(where: { marker(endTag, in: $0) == other }) {
                    next = firstNonBlank(in: lines, after: otherEnd)
                }
                let anchorIndex = next < lines.count && marker(anchorTag, in: lines[next]) != nil ? next : nil
                result.append(Region(
                    id: id,
                    body: Array(lines[(index + 1)..<end]),
                    insertion: Array(lines[index..<(anchorIndex == nil ? end + 1 : own)]),
                    anchor: anchorIndex.flatMap { marker(anchorTag, in: lines[$0]) },
                    beginIndent: indentation(of: lines[index]),
                    anchorIndent: anchorIndex.map { indentation(of: lines[$0]) } ?? indentation(of: lines[index])
                ))
            }
            index = end + 1
        }
        return result
    }

    /// The lines (1-based, markers included) of every region in a file's text: scaffold's, not the person's.
    /// A region without its end marker runs to the end of the file.
    public static func regionLines(in text: [UInt8]) -> [ClosedRange<Int>] {
        let lines = TextLines.split(text)
        var result: [ClosedRange<Int>] = []
        var index = 0
        while index < lines.count {
            guard let id = marker(beginTag, in: lines[index]) else {
                index += 1
                continue
            }
            let end = lines[(index + 1)...].firstIndex { marker(endTag, in: $0) == id } ?? lines.count - 1
            result.append((index + 1)...(end + 1))
            index = end + 1
        }
        return result
    }

    /// The id after `tag` on this line (`// scaffold:begin routes` → `routes`), or nil.
    public static func marker(_ tag: String, in line: ArraySlice<UInt8>) -> String? {
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: tag + " ") ?? text.range(of: tag + "\t") else { return nil }
        let id = text[range.upperBound...].drop { $0 == " " || $0 == "\t" }.prefix { !$0.isWhitespace }
        return id.isEmpty ? nil : String(id)
    }

    /// The spaces and tabs a line starts with.
    private static func indentation(of line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// Lines moved from one indentation to another: the generated `from` prefix becomes the file's `to`; blank lines
    /// and lines indented less than `from` stay as they are.
    private static func reindented(
        _ lines: [ArraySlice<UInt8>], from: ArraySlice<UInt8>, to: ArraySlice<UInt8>
    ) -> [ArraySlice<UInt8>] {
        guard from != to else { return lines }
        return lines.map { line in
            guard !isBlank(line), line.starts(with: from) else { return line }
            return ArraySlice(Array(to) + line.dropFirst(from.count))
        }
    }

    /// The index of the first non-blank line after `index` (`lines.count` when there is none).
    private static func firstNonBlank(in lines: [ArraySlice<UInt8>], after index: Int) -> Int {
        lines[(index + 1)...].firstIndex { !isBlank($0) } ?? lines.count
    }

    private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n") }
    }

    /// `line` ending as `model` does (CRLF or LF), so an inserted region matches the file's line endings.
    private static func withLineEnding(of model: ArraySlice<UInt8>, _ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var content = Array(line)
        while let last = content.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") { content.removeLast() }
        let crlf = model.count >= 2 && model[model.endIndex - 2] == UInt8(ascii: "\r")
        return ArraySlice(content + (crlf ? [UInt8(ascii: "\r"), UInt8(ascii: "\n")] : [UInt8(ascii: "\n")]))
    }
}
