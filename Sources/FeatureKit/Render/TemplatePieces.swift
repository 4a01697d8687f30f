/// A template's text cut into pieces at line ends that no section encloses, so that swift-mustache parses it piece by
/// piece. Its parser measures the text left to the end at every `{` and every tag end (`Parser.read(count:)` calls
/// `String.distance(from:to:)`, which walks the characters), so a template costs its braces times its length: 57% of a
/// release `scaffold feature` run's CPU was that walk (stop 52, `perf record`), most of it in the long test templates.
/// Pieces of about `pieceSize` bytes make that cost linear; `TemplateSet` registers each piece as a partial and the
/// template as the pieces included one after another, which renders the same text: every piece ends a line outside
/// every section, and standalone tags and partial indentation are decided line by line.
enum TemplatePieces {
    /// How long a piece grows before it ends at the next line end outside every section: short enough that a piece's
    /// braces times its length stay small, long enough that the partials' lookups do not add up.
    static let pieceSize = 1_500

    /// `text` in pieces, each ending with a line end outside every section (the last ending where `text` does); the
    /// whole text as one piece when it sets delimiters, inherits a parent or defines blocks (`{{=`, `{{<`, `{{$`), where
    /// a piece would not mean what it meant in the whole, or when its sections do not close (the whole parse says where,
    /// as it does when a piece does not parse).
    static func split(_ text: String, pieceSize: Int = pieceSize) -> [String] {
        let bytes = Array(text.utf8)
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}"), newline = UInt8(ascii: "\n")
        var cuts = [0]
        var depth = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == newline {
                index += 1
                if depth == 0, index - cuts[cuts.count - 1] >= pieceSize, index < bytes.count { cuts.append(index) }
                continue
            }
            guard bytes[index] == open, index + 1 < bytes.count, bytes[index + 1] == open else {
                index += 1
                continue
            }
            let kind = index + 2 < bytes.count ? bytes[index + 2] : 0
            switch kind {
            case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: "$"): return [text]
            case UInt8(ascii: "#"), UInt8(ascii: "^"): depth += 1
            case UInt8(ascii: "/"): depth -= 1
            default: break
            }
            // Past the tag's closing braces: a comment or a name may span lines, and a line end inside a tag is no cut.
            var end = index + 2
            while end + 1 < bytes.count, !(bytes[end] == close && bytes[end + 1] == close) { end += 1 }
            guard end + 1 < bytes.count else { return [text] }
            index = end + 2
        }
        guard depth == 0, cuts.count > 1 else { return [text] }
        cuts.append(bytes.count)
        return zip(cuts, cuts.dropFirst()).map { String(decoding: bytes[$0..<$1], as: UTF8.self) }
    }

    /// The name a piece is registered under: a `/` no template file's name holds.
    static func name(of template: String, piece: Int) -> String {
        "\(template)/\(piece)"
    }
}
