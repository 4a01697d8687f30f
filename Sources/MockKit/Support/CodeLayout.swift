/// Joins rendered declarations with the blank lines that keep a mock readable.
enum CodeLayout {
    /// One-line declarations stay together; a multi-line one is set apart by blank lines.
    static func join(_ blocks: [[String]]) -> [String] {
        var lines: [String] = []
        var previous: [String]?
        for block in blocks where !block.isEmpty {
            if let previous, previous.count > 1 || block.count > 1 { lines.append("") }
            lines += block
            previous = block
        }
        return lines
    }

    /// Sections are always separated by one blank line.
    static func sections(_ sections: [[String]]) -> [String] {
        var lines: [String] = []
        for section in sections where !section.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines += section
        }
        return lines
    }
}
