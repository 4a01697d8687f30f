/// A `///` comment of generated code whose text holds names of the spec (a path, a key): wrapped at the width of the
/// code around it, so a long name moves words to the next line instead of running past the margin.
enum DocComment {
    /// The width generated comments keep to: 120 columns, the last left for a closing word's punctuation.
    static let width = 119

    /// `text` as `///` lines of at most `width` columns after `indent` (a word longer than that stands alone).
    static func lines(_ text: String, indent: String = "") -> [TemplateLine] {
        let prefix = indent + "/// "
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, prefix.count + current.count + 1 + word.count > width {
                lines.append(prefix + current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { lines.append(prefix + current) }
        return TemplateLine.lines(lines)
    }
}
